/** Shows the head of the notice queue: one at a time, closable, gone after 5 s, announced politely (or assertively when destructive). */
import { useEffect, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import {
  NOTICE_DURATION_MS,
  dismissNotice,
  getNoticeQueue,
  getServerNoticeQueue,
  subscribeNotices,
  type NoticeVariant,
} from './noticeStore';

const severity: Record<NoticeVariant, 'success' | 'error' | 'info'> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

export function NoticeHost({ durationMs = NOTICE_DURATION_MS }: { durationMs?: number }) {
  const queue = useSyncExternalStore(subscribeNotices, getNoticeQueue, getServerNoticeQueue);
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissNotice(current.id), durationMs);
    return () => clearTimeout(timer);
  }, [current, durationMs]);

  if (!current) return null;
  const destructive = current.variant === 'destructive';
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ bottom: { xs: 88, sm: 96 } }}
      transitionDuration={0}
    >
      <Alert
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        severity={severity[current.variant]}
        variant={destructive ? 'filled' : 'standard'}
        onClose={() => dismissNotice(current.id)}
        slotProps={{ closeButton: { 'aria-label': 'Close notice' } as object }}
        sx={{ minWidth: 280, maxWidth: 440, boxShadow: 6 }}
        data-notice-variant={current.variant}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}
