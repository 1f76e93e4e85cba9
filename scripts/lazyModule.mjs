// A lazy module of the app build found in Vite's manifest by its file name ('DashboardPage',
// 'toolStore'), as the route table names it (src/app/routes.tsx: `lazyModule`, `alsoLoads`). One
// lookup for the prerender's preloads (scripts/prerender.mjs) and the size budget (scripts/size.mjs),
// so the two always count the same chunks.

/**
 * The manifest key of the one dynamic entry whose source file is `name`.ts or `name`.tsx.
 * @param {Record<string, { isDynamicEntry?: boolean }>} manifest
 * @param {string} name
 */
export function lazyModuleKey(manifest, name) {
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && /\/([^/]+)\.tsx?$/.exec(key)?.[1] === name,
  );
  if (keys.length !== 1)
    throw new Error(`Expected one lazy module named ${name} in the build, found ${keys.length}`);
  return keys[0];
}
