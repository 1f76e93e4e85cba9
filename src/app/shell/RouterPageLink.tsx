/**
 * The apps' link behind `href` (LinkComponentProvider, so `component=` of MUI's links and list
 * items too): an <a> whose click the router handles, as React Router's <Link> does, through the
 * router's own `useHref` and `useLinkClickHandler` (a modified click, another target or a
 * prevented default is left to the browser). Not <Link> itself: it brings the framework mode's
 * link prefetching into every app screen's first load, which the apps never use
 * (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** Another site, or a scheme the router does not handle (mailto:, tel:): the browser's own link. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface RouterPageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export const RouterPageLink = forwardRef<HTMLAnchorElement, RouterPageLinkProps>(
  function RouterPageLink({ href, children, ...props }, ref) {
    if (ELSEWHERE.test(href))
      return (
        <a ref={ref} href={href} {...props}>
          {children}
        </a>
      );
    return (
      <InAppLink ref={ref} href={href} {...props}>
        {children}
      </InAppLink>
    );
  },
);

const InAppLink = forwardRef<HTMLAnchorElement, RouterPageLinkProps>(function InAppLink(
  { href, onClick, target, children, ...props },
  ref,
) {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return (
    <a ref={ref} {...props} href={resolved} target={target} onClick={handleClick}>
      {children}
    </a>
  );
});
