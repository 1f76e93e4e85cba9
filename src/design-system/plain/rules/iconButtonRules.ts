/**
 * MUI's SvgIcon and IconButton (primary colour) as the plain classes, and the case study's video
 * thumbnail built from them (docs/ARCHITECTURE.md#plain-controls).
 */
import type { CSSObject } from '@mui/system';
import { alpha } from '@mui/system/colorManipulator';
import type { Theme } from '@mui/material/styles';
import { plainClass } from '../PlainControls';
import { c, type PlainRules } from './plainRule';

export function iconButtonRules(theme: Theme, base: CSSObject): PlainRules {
  const { palette, typography, shape, transitions } = theme;
  return {
    [c(plainClass.icon)]: {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
      fill: 'currentColor',
      fontSize: typography.pxToRem(24),
    },
    [c(plainClass.iconSmall)]: { fontSize: typography.pxToRem(20) },
    [c(plainClass.iconInherit)]: { fontSize: 'inherit' },
    [c(plainClass.iconButton)]: {
      ...base,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: typography.pxToRem(24),
      padding: 8,
      borderRadius: '50%',
      color: palette.primary.main,
      transition: transitions.create('background-color', {
        duration: transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
    [c(plainClass.iconButtonSmall)]: { width: 32, height: 32 },
    [c(plainClass.iconButtonFilled)]: { backgroundColor: palette.action.selected },
    [c(plainClass.iconButtonOutline)]: { border: `1px solid ${palette.divider}` },
    [c(plainClass.iconButtonError)]: {
      color: palette.error.main,
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity) },
      },
    },
    [`${c(plainClass.iconButton)}:disabled, ${c(plainClass.iconButton)}[aria-disabled="true"]`]: {
      backgroundColor: 'transparent',
      color: palette.action.disabled,
      pointerEvents: 'none',
      cursor: 'default',
    },
    [c(plainClass.motionOnly)]: {
      '@media (prefers-reduced-motion: reduce)': { display: 'none' },
    },
    [c(plainClass.videoThumbnail)]: {
      position: 'relative',
      display: 'block',
      width: '100%',
      padding: 0,
      border: 0,
      borderRadius: Number(shape.borderRadius) * 3,
      overflow: 'hidden',
      cursor: 'pointer',
      backgroundColor: 'transparent',
      '& > img': { display: 'block', width: '100%', height: 'auto' },
      [`&:hover ${c(plainClass.playBadge)}, &:focus-visible ${c(plainClass.playBadge)}`]: {
        transform: 'translate(-50%, -50%) scale(1.08)',
      },
    },
    [c(plainClass.playBadge)]: {
      position: 'absolute',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      transition: 'transform 150ms',
      color: '#ffffff',
      display: 'grid',
      placeItems: 'center',
      [`& ${c(plainClass.icon)}`]: {
        fontSize: 76,
        filter: 'drop-shadow(0 4px 12px rgba(0,0,0,0.45))',
      },
    },
  };
}
