/** SPEC §2 Shell: header and footer are hidden on paths starting with /neuroslice. */
export function isBarePath(pathname: string): boolean {
  return pathname === '/neuroslice' || pathname.startsWith('/neuroslice/');
}
