/**
 * The tool's frame (SPEC §2 Shell: /neuroslice is full screen, without the site's header and
 * footer), dark until the tool sets its own theme (dark by default, switchable in its settings).
 * A lazy route of its own, so the tool loads none of the site's frame (docs/ARCHITECTURE.md#apps-in-pieces).
 */
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AppThemeProvider, LinkComponentProvider, NoticeHost } from '../../design-system';
import { RouterPageLink } from './RouterPageLink';

export function ToolLayout() {
  return (
    <LinkComponentProvider value={RouterPageLink}>
      <AppThemeProvider mode="dark">
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <Outlet />
        </Box>
        <NoticeHost followDocumentTheme />
      </AppThemeProvider>
    </LinkComponentProvider>
  );
}
