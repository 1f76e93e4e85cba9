/** The router's link behind `href`, for the single-page apps (LinkComponentProvider). */
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export const RouterPageLink = forwardRef<
  HTMLAnchorElement,
  Omit<LinkProps, 'to'> & { href: string }
>(function RouterPageLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
