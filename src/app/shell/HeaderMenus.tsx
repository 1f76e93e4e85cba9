/**
 * The header's controls (docs/ARCHITECTURE.md#documents-and-apps-third-round): the Services and
 * Resources menus and the mobile menu's toggle. On a document each is an island of its own, so a
 * page hydrates three buttons, not the whole header: the logo, links and calls to action are HTML.
 * The buttons are plain controls (no MUI in the browser until a menu opens): they are on every
 * public page.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { island } from '../../design-system/island/island';
import { classes, plainClass, PlainIcon } from '../../design-system/plain/PlainControls';
import { isActivePath, navigation } from '../routeManifest';

// Menus, the mobile menu's list and their popover machinery load on first use: they are not
// needed to paint a page, and keeping them out of the first load keeps `/` within its budget.
const DropdownMenu = lazy(() => import('./DropdownMenu'));
const MobileMenu = lazy(() => import('./MobileMenu'));

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

export const HeaderDropdown = island('headerMenu', Dropdown);

/**
 * The mobile menu's toggle. The open menu shows below the whole header bar, so it is drawn at the
 * end of the `<header>` the toggle sits in (a portal), where it sat when the header was one piece.
 */
function MobileMenuToggle({ pathname }: { pathname: string }) {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const open = header !== null;
  return (
    <>
      <button
        type="button"
        className={plainClass.iconButton}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={(event: MouseEvent<HTMLElement>) =>
          setHeader(open ? null : event.currentTarget.closest('header'))
        }
      >
        <PlainIcon name="menu" />
      </button>
      {header &&
        createPortal(
          <Suspense fallback={null}>
            <MobileMenu pathname={pathname} onClose={() => setHeader(null)} />
          </Suspense>,
          header,
        )}
    </>
  );
}

export const MobileMenuButton = island('mobileMenu', MobileMenuToggle);
