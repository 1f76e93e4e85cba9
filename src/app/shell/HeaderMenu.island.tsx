/**
 * A header menu, Services or Resources (docs/ARCHITECTURE.md#islands-one-file-each). On a document
 * each of the header's controls is an island of its own (this, and MobileMenuToggle.island.tsx),
 * so a page hydrates three buttons, not the whole header: the logo, links and calls to action are
 * HTML. The buttons are plain controls (no MUI in the browser until a menu opens): they are on
 * every public page.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { island } from '../../design-system/island/island';
import { classes, plainClass, PlainIcon } from '../../design-system/plain/PlainControls';
import { isActivePath, navigation } from '../routeManifest';

// The menu and its popover machinery load on first use: they are not needed to paint a page, and
// keeping them out of the first load keeps `/` within its budget.
const DropdownMenu = lazy(() => import('./DropdownMenu'));

/** A header dropdown: `menu` names its links in the route table (props cross into a document as JSON). */
function Dropdown({
  label,
  menu,
  pathname,
}: {
  label: string;
  menu: 'services' | 'resources';
  pathname: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const items = navigation[menu];
  const active = items.some((item) => isActivePath(pathname, item.href));
  return (
    <>
      <button
        type="button"
        className={classes(plainClass.button, plainClass.ghost, plainClass.nav)}
        id={`${menu}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${menu}-menu` : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        data-active={active || undefined}
      >
        {label}
        <span className={plainClass.endIcon}>
          <PlainIcon name="keyboardArrowDown" />
        </span>
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <DropdownMenu
            id={menu}
            anchor={anchor}
            items={items}
            pathname={pathname}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export default island(Dropdown);
