/** MUI theme + baseline for one colour scheme. */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from './ThemeProvider';
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
