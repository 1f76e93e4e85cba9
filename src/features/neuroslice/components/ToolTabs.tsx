/** The tool's tab bar (SPEC §2): Create is always open; the other five wait for a finished slice. */
import EditNoteIcon from '@mui/icons-material/EditNote';
import HubIcon from '@mui/icons-material/Hub';
import GroupsIcon from '@mui/icons-material/Groups';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactElement } from 'react';
import { TabBar } from '../../../design-system';
import { useNeuroSliceSelector } from '../neurosliceSlice';
import { selectIsViewEnabled } from '../neurosliceSelectors';

export type ToolTab = 'create' | 'map' | 'personas' | 'trends' | 'calendar' | 'settings';

const TOOL_TABS: readonly { value: ToolTab; label: string; icon: ReactElement }[] = [
  { value: 'create', label: 'Create', icon: <EditNoteIcon /> },
  { value: 'map', label: 'Neural Map', icon: <HubIcon /> },
  { value: 'personas', label: 'Personas', icon: <GroupsIcon /> },
  { value: 'trends', label: 'Trends', icon: <TrendingUpIcon /> },
  { value: 'calendar', label: 'Calendar', icon: <CalendarMonthIcon /> },
  { value: 'settings', label: 'Settings', icon: <SettingsIcon /> },
];

export const tabId = (tab: ToolTab) => `ns-tab-${tab}`;
export const tabPanelId = (tab: ToolTab) => `ns-tabpanel-${tab}`;

export interface ToolTabsProps {
  value: ToolTab;
  onChange: (tab: ToolTab) => void;
}

export function ToolTabs({ value, onChange }: ToolTabsProps) {
  // The enabled tabs as one string, so the tabs re-render only when that set changes.
  const enabled = useNeuroSliceSelector((state) =>
    TOOL_TABS.filter((tab) => selectIsViewEnabled(state, tab.value))
      .map((tab) => tab.value)
      .join(' '),
  ).split(' ');
  return (
    <TabBar
      label="NeuroSlice sections"
      value={value}
      onChange={onChange}
      tabs={TOOL_TABS.map((tab) => ({
        value: tab.value,
        label: tab.label,
        icon: tab.icon,
        id: tabId(tab.value),
        // Only the chosen tab's panel is in the page; pointing at absent panels is invalid ARIA.
        controls: tab.value === value ? tabPanelId(tab.value) : undefined,
        disabled: !enabled.includes(tab.value),
      }))}
    />
  );
}
