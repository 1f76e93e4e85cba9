/**
 * The map's colours from the theme: one per level, the canvas's link and badge colours, and the
 * CSS variables the nodes, links and tooltips read (neuralMap.css), so the light and dark tool
 * themes recolour the map without re-rendering a node.
 */
import { useMemo } from 'react';
import { alpha, useTheme } from '@mui/material/styles';
import { mapLevelColours, palette } from '../../../design-system';
import type { PlanCanvasColours } from './PlanCanvas';

export function useMapColours() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const levelColours = useMemo(() => mapLevelColours(theme.palette.mode), [theme.palette.mode]);
  const canvasColours = useMemo<PlanCanvasColours>(
    () => ({
      levels: levelColours,
      link: alpha(theme.palette.text.secondary, 0.45),
      badge: dark ? palette.mistOnDark : palette.ink,
      badgeText: dark ? palette.nightBg : theme.palette.common.white,
    }),
    [levelColours, theme, dark],
  );
  const minimapMask = alpha(theme.palette.text.primary, 0.12);
  const cssVariables = {
    '--ns-l1': levelColours[0],
    '--ns-l2': levelColours[1],
    '--ns-l3': levelColours[2],
    '--ns-l4': levelColours[3],
    '--ns-l5': levelColours[4],
    '--ns-node-border': theme.palette.background.default,
    '--ns-text': theme.palette.text.primary,
    '--ns-focus': dark ? palette.focusOnDark : palette.focus,
    '--ns-edge': canvasColours.link,
    '--ns-tip-bg': canvasColours.badge,
    '--ns-tip-text': canvasColours.badgeText,
    '--ns-attribution-bg': theme.palette.background.paper,
    '--ns-minimap-mask': minimapMask,
    '& .react-flow': { '--xy-background-color': 'transparent' },
  };
  return {
    dark,
    levelColours,
    canvasColours,
    cssVariables,
    minimap: { bg: theme.palette.background.paper, mask: minimapMask },
  };
}
