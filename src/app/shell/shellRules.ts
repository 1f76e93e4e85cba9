import { allRoutes } from '../routeManifest';

const barePaths = allRoutes.filter((route) => route.bare).map((route) => route.path);

/**
 * SPEC §2 Shell: header and footer are hidden on the paths the route table marks `bare`
 * (/neuroslice) and on every path below them.
 */
export function isBarePath(pathname: string): boolean {
  return barePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
