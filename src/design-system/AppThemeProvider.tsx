/** MUI theme + baseline for one colour scheme. */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { darkTheme, lightTheme, type ThemeMode } from './theme';

export function AppThemeProvider({
  mode = 'light',
  children,
}: {
  mode?: ThemeMode;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
