/** The frame a part of the post editor is shown in on its own: a padded column as wide as the editor's side. */
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import Box from '@mui/material/Box';

export function EditorPartFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ p: 3, maxWidth: 640, display: 'grid', gap: 3 }}>{children}</Box>;
}

/** The same frame as a story decorator, for a file whose every story shows editor parts. */
export const inEditorPartFrame: Decorator = (Story) => (
  <EditorPartFrame>
    <Story />
  </EditorPartFrame>
);
