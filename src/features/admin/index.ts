// The admin feature's public face. Its pages are reached only through the route table's lazy loaders.
export { adminPaths, ADMIN_ROOT } from './adminPaths';
