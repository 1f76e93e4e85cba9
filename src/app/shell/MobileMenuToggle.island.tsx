/**
 * The header's mobile menu toggle, an island of its own on a document (HeaderMenu.island.tsx says
 * why); a plain control, on every public page.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { island } from '../../design-system/island/island';
import { plainClass, PlainIcon } from '../../design-system/plain/PlainControls';

// The mobile menu's list loads on first use, as the header menus do (HeaderMenu.island.tsx).
const MobileMenu = lazy(() => import('./MobileMenu'));

/**
 * The open menu shows below the whole header bar, so it is drawn at the
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

export default island(MobileMenuToggle);
