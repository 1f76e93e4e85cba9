/** The post editor's Write and Preview tabs: the tab bar and the panels it controls. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TabBar } from '../../../../design-system';

export type EditorTab = 'write' | 'preview';

export function EditorTabBar({
  value,
  onChange,
}: {
  value: EditorTab;
  onChange: (tab: EditorTab) => void;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <TabBar
        label="Editor view"
        underlined
        value={value}
        onChange={onChange}
        tabs={[
          {
            value: 'write',
            label: 'Write',
            id: 'editor-tab-write',
            controls: 'editor-panel-write',
          },
          {
            value: 'preview',
            label: 'Preview',
            id: 'editor-tab-preview',
            controls: 'editor-panel-preview',
          },
        ]}
      />
    </Box>
  );
}

/**
 * The editor's one kind of tab panel: labelled by its tab, hidden unless chosen. The write panel
 * stays mounted while hidden, so the header's Save post (form="post-editor") submits it from the
 * Preview tab too.
 */
export function EditorTabPanel({
  value,
  current,
  children,
}: {
  value: EditorTab;
  current: EditorTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`editor-panel-${value}`}
      aria-labelledby={`editor-tab-${value}`}
      hidden={current !== value}
    >
      {children}
    </Box>
  );
}
