/**
 * React Router's production build creates its contexts and components (Link, NavLink, Form and
 * the rest) with `React.createContext(...)`, `React.forwardRef(...)` and `React.memo(...)` at the
 * top of one module, without the `@__PURE__` mark its other top-level calls carry, and names each
 * with a top-level `X.displayName = "X"`. To the bundler both are side effects, so every one was
 * kept with all it reaches, used or not: the framework mode's link prefetching and form submitter
 * were in every app screen's first load (4 KiB gzip). The three calls only build an object from
 * their argument, and a display name is for developer tools only, so the build marks the calls
 * pure and drops the names: an unused component goes, a used one works as before
 * (docs/ARCHITECTURE.md#apps-in-pieces; scripts/reactRouterPurePlugin.test.tsx renders generated
 * route trees with both copies and compares the HTML).
 */
import type { Plugin } from 'vite';

/** React Router's production modules, the only files the plugin changes. */
export const REACT_ROUTER_PRODUCTION =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

const OBJECT_BUILDERS = /(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g;
const DISPLAY_NAMES = /^\w+\.displayName = (?:"\w+"|`\w+`);$/gm;

export function markReactRouterPure(code: string): string {
  return code.replace(OBJECT_BUILDERS, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAMES, '');
}

export function reactRouterPurePlugin(): Plugin {
  return {
    name: 'react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_PRODUCTION.test(id)) return;
      return { code: markReactRouterPure(code), map: null };
    },
  };
}
