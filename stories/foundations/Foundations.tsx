/**
 * The Foundations page's content, generated from theme.ts: palette (both schemes, each pair's
 * contrast ratio), type scale, spacing and focus style. Changing the theme changes this page.
 */
import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme, type TypographyVariant } from '@mui/material/styles';
import { createAppTheme, palette, themeFor, type ThemeMode } from '../../src/design-system';
import { AA_LARGE_TEXT, AA_TEXT, colourPairs } from './palettePairs';

function verdict(ratio: number) {
  if (ratio >= 7) return 'AAA';
  if (ratio >= AA_TEXT) return 'AA';
  if (ratio >= AA_LARGE_TEXT) return 'AA large text only';
  return 'Fails AA';
}

export function PaletteTable({ mode }: { mode: ThemeMode }) {
  const theme = createAppTheme(mode);
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {mode === 'light' ? 'Light' : 'Dark'} scheme
      </Typography>
      <Table size="small" aria-label={`Text and background pairs, ${mode} scheme`}>
        <TableHead>
          <TableRow>
            <TableCell>Used for</TableCell>
            <TableCell>Sample</TableCell>
            <TableCell>Text</TableCell>
            <TableCell>Background</TableCell>
            <TableCell align="right">Contrast</TableCell>
            <TableCell>WCAG</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {colourPairs(theme).map((pair) => (
            <TableRow key={pair.use}>
              <TableCell>{pair.use}</TableCell>
              <TableCell>
                <Box
                  sx={{
                    px: 1.5,
                    py: 0.5,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    color: pair.text,
                    bgcolor: pair.background,
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                  }}
                >
                  Get a Proposal
                </Box>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{pair.text}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{pair.background}</TableCell>
              <TableCell align="right">{pair.ratio.toFixed(2)}:1</TableCell>
              <TableCell>{verdict(pair.ratio)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function BrandColours() {
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Brand colours
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {Object.entries(palette).map(([name, value]) => (
          <Box
            component="li"
            key={name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Box aria-hidden sx={{ height: 40, bgcolor: value, borderRadius: '4px 4px 0 0' }} />
            <Box sx={{ px: 1, py: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Typography sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                {value}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const typeVariants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'body1',
  'body2',
  'button',
  'caption',
];

function describeType(theme: Theme, variant: TypographyVariant) {
  const style = theme.typography[variant] as CSSProperties;
  return [style.fontSize, style.fontWeight, style.lineHeight && `line height ${style.lineHeight}`]
    .filter(Boolean)
    .join(' · ');
}

export function TypeScale() {
  const theme = createAppTheme('light');
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Type scale
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Font stack: {theme.typography.fontFamily}
      </Typography>
      <Stack spacing={1.5}>
        {typeVariants.map((variant) => (
          <Box
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: '220px 1fr',
              alignItems: 'baseline',
              gap: 2,
            }}
          >
            <Typography sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              {variant}: {describeType(theme, variant)}
            </Typography>
            {/* Samples are not headings: the page's outline stays the docs' own. */}
            <Typography variant={variant} component="p">
              Tampa marketing that books calls
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 9];

export function SpacingScale() {
  const theme = createAppTheme('light');
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Spacing
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        One step is {theme.spacing(1)}; corners are rounded {theme.shape.borderRadius}px.
        Breakpoints:{' '}
        {Object.entries(theme.breakpoints.values)
          .map(([name, px]) => `${name} ${px}px`)
          .join(', ')}
        .
      </Typography>
      <Stack spacing={1}>
        {spacingSteps.map((step) => (
          <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography sx={{ width: 150, fontFamily: 'monospace' }}>
              spacing({step}) = {theme.spacing(step)}
            </Typography>
            <Box
              aria-hidden
              sx={{ height: 16, width: theme.spacing(step), bgcolor: 'secondary.main' }}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The focus ring as theme.ts declares it for :focus-visible, drawn on a sample for each scheme. */
export function FocusStyle() {
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Focus style
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Everything that takes keyboard focus shows this ring; press Tab on any story to see it live.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {(['light', 'dark'] as const).map((mode) => {
          const theme = createAppTheme(mode);
          // The baseline's rules are made from the theme (they include the plain controls').
          const baseline = theme.components?.MuiCssBaseline?.styleOverrides as
            ((t: typeof theme) => Record<string, CSSProperties>) | Record<string, CSSProperties>;
          const overrides = typeof baseline === 'function' ? baseline(theme) : baseline;
          const ring = overrides[':focus-visible'];
          return (
            <Box
              key={mode}
              sx={{ p: 3, borderRadius: 2, bgcolor: theme.palette.background.default, flex: 1 }}
            >
              <Box
                sx={{
                  display: 'inline-block',
                  px: 2,
                  py: 1,
                  borderRadius: 1,
                  bgcolor: theme.palette.primary.main,
                  color: theme.palette.primary.contrastText,
                  fontWeight: 650,
                  outline: ring.outline,
                  outlineOffset: ring.outlineOffset,
                }}
              >
                Focused button
              </Box>
              <Typography
                sx={{ mt: 2, color: theme.palette.text.primary, fontFamily: 'monospace' }}
              >
                {mode}: outline {String(ring.outline)}, offset {String(ring.outlineOffset)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The whole page for the MDX docs, which render outside the story decorators: the brand theme
 * (without CssBaseline, which would restyle the docs page itself) so samples use its type and colours.
 */
export function FoundationsPage() {
  return (
    <ThemeProvider theme={themeFor('light')}>
      <Stack spacing={5}>
        <PaletteTable mode="light" />
        <PaletteTable mode="dark" />
        <BrandColours />
        <TypeScale />
        <SpacingScale />
        <FocusStyle />
      </Stack>
    </ThemeProvider>
  );
}
