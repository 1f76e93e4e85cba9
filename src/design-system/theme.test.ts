import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme, type ThemeMode } from './theme';

// A solid button shows its colour's main, and its dark under the pointer, with contrastText on
// both: WCAG AA asks 4.5:1 of text in every state (the dark scheme's hover once read 4.46).
describe.each<ThemeMode>(['light', 'dark'])('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);
  it.each(['primary', 'secondary', 'error'] as const)(
    "%s: its text reads at 4.5:1 or more on the button and on the button's hover",
    (colour) => {
      const { main, dark, contrastText } = palette[colour];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
