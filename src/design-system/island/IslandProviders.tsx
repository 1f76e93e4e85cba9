/**
 * What every island renders inside, on the server and in the browser alike, so its HTML and its
 * hydration match: the Emotion cache (key 'css', so the page's critical CSS is reused, not
 * inserted again) and the light theme. No CssBaseline: the page's global styles are already there.
 */
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import ThemeProvider from '@mui/system/ThemeProvider';
import { themeFor } from '../theme';

export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor('light')}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
