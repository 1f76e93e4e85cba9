/**
 * A row of tabs over the panels they show (WAI-ARIA's tabs pattern): plain buttons styled by one
 * rule from the theme. MUI's Tabs measured every tab in the first render's effects to place its
 * indicator (a forced layout of the whole page before the first paint, 0.09-0.11 s on a phone
 * for the editor's and the tool's first screens) and brought 7.7 KiB gzip of its own
 * (docs/ARCHITECTURE.md#apps-in-pieces); the chosen tab's underline is its own border here.
 *
 * The arrow keys, Home and End move the focus between the tabs that are not disabled, and Enter,
 * Space or a click chooses one (manual activation, as MUI's Tabs do): only the chosen tab is in
 * the Tab order. On a narrow screen the row scrolls sideways, and a focused tab scrolls into view.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';

export interface TabBarTab<T extends string> {
  value: T;
  label: string;
  /** The tab element's id, which its panel's aria-labelledby names. */
  id: string;
  /** The panel it shows, when that panel is in the page. */
  controls?: string;
  /** An icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
}

const part = { tab: 'tab-bar-tab', icon: 'tab-bar-icon' };

// Lengths as strings: sx reads a bare number as theme spacing or a fraction.
const tabBarStyles =
  (underlined: boolean) =>
  ({ palette, typography, transitions }: Theme): CSSObject => ({
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    ...(underlined ? { borderBottom: `1px solid ${palette.divider}` } : {}),
    [`& .${part.tab}`]: {
      ...(typography.button as CSSObject),
      // MUI's Tab's: a 48 px row, with or without an icon.
      lineHeight: 1.25,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '8px',
      flexShrink: 0,
      boxSizing: 'border-box',
      minHeight: '48px',
      minWidth: '90px',
      // The underline's 2 px come out of the bottom padding, where MUI's indicator lay over it.
      padding: '12px 16px 10px',
      margin: 0,
      border: 0,
      borderBottom: '2px solid transparent',
      background: 'none',
      color: palette.text.secondary,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transition: transitions.create(['color', 'border-color'], {
        duration: transitions.duration.shorter,
      }),
    },
    [`& .${part.tab}:hover`]: { color: palette.text.primary },
    [`& .${part.tab}[aria-selected="true"]`]: {
      color: palette.primary.main,
      borderBottomColor: palette.primary.main,
    },
    // The theme's one focus ring (its baseline's :focus-visible), drawn inside: the row scrolls
    // sideways, and its overflow would clip a ring drawn outside.
    [`& .${part.tab}:focus-visible`]: { outlineOffset: '-3px' },
    [`& .${part.tab}:disabled`]: { color: palette.text.disabled, cursor: 'default' },
    [`& .${part.icon}`]: { display: 'inline-flex', fontSize: '1.5rem' },
  });

/** Where a key moves the focus, among the tabs that can take it; undefined for other keys. */
export function nextTabIndex(
  key: string,
  from: number,
  enabled: readonly boolean[],
): number | undefined {
  const open = enabled.flatMap((on, index) => (on ? [index] : []));
  if (open.length === 0) return undefined;
  const at = open.indexOf(from);
  switch (key) {
    case 'ArrowRight':
      return open[(at + 1) % open.length];
    case 'ArrowLeft':
      return open[(at - 1 + open.length) % open.length];
    case 'Home':
      return open[0];
    case 'End':
      return open[open.length - 1];
    default:
      return undefined;
  }
}

export function TabBar<T extends string>({
  label,
  tabs,
  value,
  onChange,
  underlined = false,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabBarTab<T>[];
  value: T;
  onChange: (tab: T) => void;
  /** A divider under the whole row. */
  underlined?: boolean;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    const to = nextTabIndex(
      event.key,
      from,
      tabs.map((tab) => !tab.disabled),
    );
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={tabBarStyles(underlined)}
    >
      {tabs.map((tab) => {
        const chosen = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tab.id}
            className={part.tab}
            aria-selected={chosen}
            aria-controls={tab.controls}
            tabIndex={chosen ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => {
              if (!chosen) onChange(tab.value);
            }}
          >
            {tab.icon && (
              <span className={part.icon} aria-hidden="true">
                {tab.icon}
              </span>
            )}
            {tab.label}
          </button>
        );
      })}
    </Box>
  );
}
