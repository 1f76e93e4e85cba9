/**
 * The post as a Google result, mobile or desktop: site name, breadcrumb address, title and
 * description, each cut where Google cuts it by rendered width in the result's own font (measured
 * with a canvas in that font, see analysis/textWidth.ts).
 */
import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { brand } from '../../../../lib/brand';
import { cutToWidth } from '../../analysis/textWidth';
import { SERP } from '../../analysis/thresholds';
import { CoachSection } from './CoachSection';

export type SearchDevice = 'mobile' | 'desktop';

export interface SearchAppearance {
  /** The page's <title>. */
  title: string;
  description: string;
  /** The page's path, e.g. /blog/my-post. */
  path: string;
}

const host = new URL(brand.siteUrl).host;

export function SearchPreview({
  appearance,
  initialDevice = 'desktop',
}: {
  appearance: SearchAppearance;
  initialDevice?: SearchDevice;
}) {
  const headingId = useId();
  const [device, setDevice] = useState<SearchDevice>(initialDevice);
  const layout = SERP[device];
  const titleFont = device === 'desktop' ? SERP.titleFont : SERP.mobileTitleFont;
  const title = useMemo(
    () =>
      cutToWidth(appearance.title, {
        font: titleFont,
        lineWidth: layout.width,
        lines: layout.titleLines,
      }),
    [appearance.title, titleFont, layout],
  );
  const description = useMemo(
    () =>
      cutToWidth(appearance.description, {
        font: SERP.descriptionFont,
        lineWidth: layout.width,
        lines: layout.descriptionLines,
      }),
    [appearance.description, layout],
  );
  const crumbs = appearance.path.split('/').filter(Boolean).join(' › ');
  return (
    <CoachSection headingId={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Search preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, value: SearchDevice | null) => value && setDevice(value)}
          aria-label="Result shown on"
        >
          <ToggleButton value="mobile">Mobile</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* Google's column is wider than a narrow editor column: the result keeps its real width
          (the cut depends on it) and scrolls sideways instead of wrapping. */}
      <Box
        role="group"
        aria-label="Search result"
        tabIndex={0}
        sx={{ overflowX: 'auto', pb: 0.5, borderRadius: 2 }}
      >
        <Box
          data-testid="search-result"
          data-device={device}
          sx={(theme) => ({
            // The result's text column is exactly the width the cut is measured against.
            boxSizing: 'content-box',
            width: layout.width,
            p: 2,
            borderRadius: 2,
            font: SERP.descriptionFont,
            bgcolor: theme.palette.mode === 'dark' ? '#202124' : '#ffffff',
            border: 1,
            borderColor: 'divider',
            color: theme.palette.mode === 'dark' ? '#bdc1c6' : '#4d5156',
            overflow: 'hidden',
          })}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: '#e2eeff',
                color: '#1a3a6b',
                display: 'grid',
                placeItems: 'center',
                fontSize: 14,
                fontWeight: 700,
              }}
            >
              {brand.name.charAt(0)}
            </Box>
            <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
              <Box
                sx={(theme) => ({
                  fontSize: 14,
                  color: theme.palette.mode === 'dark' ? '#dadce0' : '#202124',
                })}
              >
                {brand.name}
              </Box>
              <Box sx={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                https://{host}
                {crumbs && ` › ${crumbs}`}
              </Box>
            </Box>
          </Box>
          <Box
            data-testid="search-result-title"
            data-cut={title.cut}
            sx={(theme) => ({
              font: titleFont,
              lineHeight: 1.3,
              color: theme.palette.mode === 'dark' ? '#99c3ff' : '#1a0dab',
              mb: 0.5,
            })}
          >
            {title.text}
          </Box>
          <Box
            data-testid="search-result-description"
            data-cut={description.cut}
            sx={{
              font: SERP.descriptionFont,
              lineHeight: 1.58,
              width: layout.width,
              maxWidth: '100%',
            }}
          >
            {description.text}
          </Box>
        </Box>
      </Box>
      <Typography sx={{ mt: 1.5, fontSize: 13, color: 'text.secondary' }}>
        {title.cut
          ? `The title is ${Math.round(title.width)}px wide on one line and is cut here; the start of it is what searchers read.`
          : 'The whole title shows.'}{' '}
        {description.cut ? 'The description is cut too.' : ''}
      </Typography>
    </CoachSection>
  );
}
