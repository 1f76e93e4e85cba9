/** The map's toolbar: zoom buttons, and the "Map view" group (search, level filter, fold, focus, minimap). */
import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { Button, Hint } from '../../../design-system';
import { LEVELS } from '../engine/limits';
import { LEVEL_NAMES, type NodeLevel } from '../engine/types';
import type { MapViewState } from './mapView';

function levelOption(level: NodeLevel): string {
  return level === 1 ? 'Level 1 only' : `Levels 1 to ${level} (to ${LEVEL_NAMES[level]})`;
}

function ZoomButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Hint title={label} placement="right">
      <Button
        size="icon"
        variant="secondary"
        aria-label={label}
        onClick={onClick}
        sx={{ bgcolor: 'background.paper', boxShadow: 2 }}
      >
        {children}
      </Button>
    </Hint>
  );
}

export interface MapToolbarProps {
  view: MapViewState;
  onViewChange: (view: MapViewState) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onResetView: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** The node "Focus branch" would focus on (the selection, when shown). */
  focusTarget: string | null;
  query: string;
  onQueryChange: (query: string) => void;
  onSearchKeyDown: (event: React.KeyboardEvent) => void;
  searchStatus: string;
  shownCount: number;
  planCount: number;
}

export function MapToolbar({
  view,
  onViewChange,
  onZoomIn,
  onZoomOut,
  onResetView,
  onExpandAll,
  onCollapseAll,
  focusTarget,
  query,
  onQueryChange,
  onSearchKeyDown,
  searchStatus,
  shownCount,
  planCount,
}: MapToolbarProps) {
  const searchStatusId = useId();
  const focused = view.focusId !== null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <ZoomButton label="Zoom in" onClick={onZoomIn}>
          <ZoomInIcon />
        </ZoomButton>
        <ZoomButton label="Zoom out" onClick={onZoomOut}>
          <ZoomOutIcon />
        </ZoomButton>
        <ZoomButton label="Reset view" onClick={onResetView}>
          <CenterFocusStrongIcon />
        </ZoomButton>
      </Stack>
      <Paper
        role="group"
        aria-label="Map view"
        elevation={2}
        sx={{ p: 1, maxWidth: { xs: 'calc(100vw - 96px)', md: 560 } }}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Search nodes"
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            onKeyDown={onSearchKeyDown}
            slotProps={{ htmlInput: { 'aria-describedby': searchStatusId } }}
            sx={{ width: 200 }}
          />
          <TextField
            select
            size="small"
            label="Show levels"
            value={view.maxLevel}
            onChange={(e) =>
              onViewChange({ ...view, maxLevel: Number(e.target.value) as NodeLevel })
            }
            sx={{ width: 270 }}
          >
            {LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {levelOption(level)}
              </MenuItem>
            ))}
          </TextField>
          <Button size="sm" variant="outline" onClick={onExpandAll}>
            Expand all
          </Button>
          <Button size="sm" variant="outline" onClick={onCollapseAll}>
            Collapse all
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-pressed={focused}
            disabled={!focused && !focusTarget}
            onClick={() => onViewChange({ ...view, focusId: focused ? null : focusTarget })}
          >
            {focused ? 'Leave focus' : 'Focus branch'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onViewChange({ ...view, minimapHidden: !view.minimapHidden })}
          >
            {view.minimapHidden ? 'Show minimap' : 'Hide minimap'}
          </Button>
        </Stack>
        <Typography
          id={searchStatusId}
          variant="caption"
          role="status"
          sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
        >
          {searchStatus} Showing {shownCount.toLocaleString('en-US')} of{' '}
          {planCount.toLocaleString('en-US')} nodes.
        </Typography>
      </Paper>
    </Stack>
  );
}
