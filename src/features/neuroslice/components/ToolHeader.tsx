/** The tool's header: its name, the tab bar, the theme switch and the way back to the site. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PsychologyIcon from '@mui/icons-material/Psychology';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Hint } from '../../../design-system';
import { brand } from '../../../lib/brand';
import {
  themeChanged,
  viewChanged,
  useNeuroSliceDispatch,
  type ToolTheme,
  type ToolView,
} from '../neurosliceSlice';
import { ToolTabs } from './ToolTabs';

export function ToolHeader({ view, theme }: { view: ToolView; theme: ToolTheme }) {
  const dispatch = useNeuroSliceDispatch();
  const nextTheme: ToolTheme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        px: { xs: 1.5, md: 3 },
        pt: 1.5,
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mr: { xs: 0, md: 2 } }}>
        <PsychologyIcon sx={{ color: 'primary.main', fontSize: 32 }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ fontSize: '1.4rem', fontWeight: 800 }}>
          {brand.toolName}
        </Typography>
      </Stack>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          order: { xs: 3, md: 0 },
          flexBasis: { xs: '100%', md: 'auto' },
        }}
      >
        <ToolTabs value={view} onChange={(next) => dispatch(viewChanged(next))} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
        <Hint title={`Switch to ${nextTheme} theme`} placement="bottom-end">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Switch to ${nextTheme} theme`}
            onClick={() => dispatch(themeChanged(nextTheme))}
          >
            {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </Button>
        </Hint>
        <Button
          to="/"
          variant="ghost"
          size="sm"
          startIcon={<ArrowBackIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Back to site
        </Button>
        {/* Narrow screens: the same link as an icon, so the header stays on one line. */}
        <Button
          to="/"
          variant="ghost"
          size="icon"
          aria-label="Back to site"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <ArrowBackIcon />
        </Button>
      </Stack>
    </Box>
  );
}
