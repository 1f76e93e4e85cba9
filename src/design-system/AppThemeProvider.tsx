/** MUI theme + baseline for one colour scheme. */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, not @mui/material/styles': ours is a plain theme (no CSS variables), and
// Material's provider would also ship the CSS-variables provider and colour-scheme script to every
// page only to choose this same branch at run time (npm run size).
import ThemeProvider from '@mui/system/ThemeProvider';
import { themeFor, type ThemeMode } from './theme';

export function AppThemeProvider({
  mode = 'light',
  children,
}: {
  mode?: ThemeMode;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
