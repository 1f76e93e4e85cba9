/** The frame a part of the post editor is shown in on its own: a padded column as wide as the editor's side. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function EditorPartFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ p: 3, maxWidth: 640, display: 'grid', gap: 3 }}>{children}</Box>;
}
