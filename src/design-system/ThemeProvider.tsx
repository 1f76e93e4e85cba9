/**
 * MUI's ThemeProvider, handing the theme it is given down to the components itself. MUI's own hands
 * down a new copy of it from every provider it renders, and MUI keeps each component's theme
 * styles for the last theme object it saw (memoTheme): with a copy per render, every prerendered
 * page (and every part the prerender renders alone) worked out every component's theme styles
 * again, a large share of a 1,000-post build (npm run bench:publish). The copy holds the same
 * values as the theme (its provider sits at the root, with no theme above it to merge), so the
 * styles, the HTML and the browser's pages are the same.
 */
import type { ReactNode } from 'react';
import { ThemeContext } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
// The system's provider, not @mui/material/styles': ours is a plain theme (no CSS variables), and
// Material's provider would also ship the CSS-variables provider and colour-scheme script to every
// page only to choose this same branch at run time (npm run size).
import MuiThemeProvider from '@mui/system/ThemeProvider';

export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <MuiThemeProvider theme={theme}>
      <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>
    </MuiThemeProvider>
  );
}
