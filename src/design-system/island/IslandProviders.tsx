/**
 * The theme's providers on a document: the Emotion cache (key 'css', so the page's critical CSS is
 * reused, not inserted again) and the light theme. No CssBaseline: the page's global styles are
 * already there. Islands hydrate without them (they are plain, design-system/plain); the MUI parts
 * they load on first use (a menu, a notice) get them through ThemedInDocument, and the prerender
 * renders the parts it writes once per build inside them (renderedParts.tsx).
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { themeFor } from '../theme';
import { ThemeProvider } from '../ThemeProvider';
import { PlainIslandContext } from './island';

export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor('light')}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

let documentCache: EmotionCache | undefined;

/** The one Emotion cache of a document's islands in the browser, made when the first needs it. */
function documentStyleCache(): EmotionCache {
  return (documentCache ??= createCache({ key: 'css' }));
}

/**
 * Around a MUI part that a plain island loads on first use: in a document the island hydrated
 * without providers, so the part gets the islands' own; inside an app, Storybook or the
 * prerender, the theme is already there.
 */
function ThemedInDocument({ children }: { children: ReactNode }) {
  if (!useContext(PlainIslandContext)) return children;
  return <IslandProviders cache={documentStyleCache()}>{children}</IslandProviders>;
}

/**
 * A MUI part that plain islands load on first use (a module's default export): the same part,
 * wrapped in ThemedInDocument.
 */
export function themedInDocument<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemedInDocument>
        <Part {...props} />
      </ThemedInDocument>
    );
  }
  Themed.displayName = `ThemedInDocument(${Part.displayName ?? Part.name})`;
  return Themed;
}
