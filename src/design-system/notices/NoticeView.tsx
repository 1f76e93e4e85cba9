/** One notice on screen: closable, announced politely (or assertively when destructive). */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { dismissNotice, type Notice, type NoticeVariant } from './noticeStore';

const severity: Record<NoticeVariant, 'success' | 'error' | 'info'> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

export default function NoticeView({ notice }: { notice: Notice }) {
  const destructive = notice.variant === 'destructive';
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ bottom: { xs: 88, sm: 96 } }}
      transitionDuration={0}
    >
      <Alert
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        severity={severity[notice.variant]}
        variant={destructive ? 'filled' : 'standard'}
        onClose={() => dismissNotice(notice.id)}
        slotProps={{ closeButton: { 'aria-label': 'Close notice' } as object }}
        sx={{ minWidth: 280, maxWidth: 440, boxShadow: 6 }}
        data-notice-variant={notice.variant}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{notice.title}</AlertTitle>
        {notice.description}
      </Alert>
    </Snackbar>
  );
}
