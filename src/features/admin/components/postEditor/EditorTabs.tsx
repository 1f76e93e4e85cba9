/** The post editor's Write and Preview tabs: the tab bar and the panels it controls. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type EditorTab = 'write' | 'preview';

export function EditorTabBar({
  value,
  onChange,
}: {
  value: EditorTab;
  onChange: (tab: EditorTab) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, next: EditorTab) => onChange(next)}
      aria-label="Editor view"
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="write" label="Write" id="editor-tab-write" aria-controls="editor-panel-write" />
      <Tab
        value="preview"
        label="Preview"
        id="editor-tab-preview"
        aria-controls="editor-panel-preview"
      />
    </Tabs>
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
