/**
 * The draft progress view (docs/PRODUCT.md#from-plan-to-posts): while a connected model writes a
 * post, its words show here as they arrive, with Cancel; a month's drafts show "4 of 12". After a
 * cancel it says what was kept; after a failure it says why and offers the outline draft. The
 * model's text is shown as text, never as HTML. Loaded only when a model writes a draft.
 */
import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Button } from '../../../design-system';
import type { DraftProgress } from '../components/useModelDrafts';

export interface DraftProgressDialogProps {
  progress: DraftProgress;
  onCancel: () => void;
  onClose: () => void;
  /** After a failure: the outline drafts for the draft that failed and the rest. */
  onWriteOutlineInstead: () => void;
  /** "Open draft": the (last) draft this job saved. */
  onOpenDraft: (postId: string) => void;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What the view says the job is doing or did, read out when it changes. */
function statusText({ month, title, index, total, phase, savedIds }: DraftProgress): string {
  const which = month ? `${index} of ${total}: “${title}”` : `“${title}”`;
  if (phase === 'writing') return `Writing ${which}`;
  const kept = savedIds.length;
  if (phase === 'cancelled')
    return month
      ? `Cancelled. ${kept} ${kept === 1 ? 'draft is' : 'drafts are'} in your blog, the last with the words that arrived.`
      : kept
        ? 'Cancelled. The draft keeps the words that arrived.'
        : 'Cancelled before the model wrote anything: no draft was saved.';
  return month
    ? `Stopped at ${which}. ${kept} ${kept === 1 ? 'draft is' : 'drafts are'} in your blog.`
    : `The model could not write ${which}.`;
}

export function DraftProgressDialog({
  progress,
  onCancel,
  onClose,
  onWriteOutlineInstead,
  onOpenDraft,
}: DraftProgressDialogProps) {
  const titleId = useId();
  const textRef = useRef<HTMLPreElement>(null);
  const { month, index, total, text, phase, failure, savedIds } = progress;
  const writing = phase === 'writing';
  const lastSaved = savedIds.at(-1);

  // The newest words stay in view while they arrive.
  useEffect(() => {
    const box = textRef.current;
    if (box && writing) box.scrollTop = box.scrollHeight;
  }, [text, writing]);

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // Escape cancels or closes; a stray click beside the view must not end it.
      onClose={(_, reason) => {
        if (reason !== 'escapeKeyDown') return;
        if (writing) onCancel();
        else onClose();
      }}
    >
      <DialogTitle id={titleId}>
        {month ? `Writing drafts for ${month}` : 'Writing draft'}
      </DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ mb: 1.5 }} data-testid="draft-progress-status">
          {statusText(progress)}
        </Typography>
        {month && (
          <LinearProgress
            variant="determinate"
            value={(100 * (writing ? index - 1 : savedIds.length)) / total}
            aria-label="Drafts written"
            aria-valuetext={`${writing ? index - 1 : savedIds.length} of ${total}`}
            sx={{ mb: 2 }}
          />
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="draft-failure">
            The model could not write the draft: {failure}
          </Alert>
        )}
        <Box
          component="pre"
          ref={textRef}
          tabIndex={0}
          role="region"
          aria-label="The model's words so far"
          aria-busy={writing}
          data-testid="draft-progress-text"
          sx={{
            m: 0,
            p: 2,
            height: { xs: 240, sm: 320 },
            overflowY: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: 'inherit',
            fontSize: '0.95rem',
            lineHeight: 1.6,
            bgcolor: 'action.hover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {text || (writing ? 'Waiting for the model’s first words…' : '')}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {wordCount(text)} words
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {writing ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <>
            {phase === 'failed' && (
              <Button onClick={onWriteOutlineInstead}>
                {month ? 'Write outline drafts for the rest' : 'Write the outline draft instead'}
              </Button>
            )}
            {lastSaved && (
              <Button variant="outline" onClick={() => onOpenDraft(lastSaved)}>
                Open draft
              </Button>
            )}
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
