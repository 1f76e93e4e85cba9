import { useEffect } from 'react';
import type { ToolTheme } from '../neurosliceSlice';

/** SPEC §4 Theme: a class and a data-theme attribute on the document root, removed when the tool closes. */
export function useDocumentTheme(theme: ToolTheme) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(theme);
    root.dataset.theme = theme;
    return () => {
      root.classList.remove(theme);
      delete root.dataset.theme;
    };
  }, [theme]);
}
