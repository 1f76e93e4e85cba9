/** One notice on screen: closable, announced politely (or assertively when destructive). */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import ThemeProvider from '@mui/system/ThemeProvider';
import { themeFor } from '../theme';
import { dismissNotice, type Notice, type NoticeVariant } from './noticeStore';
import { themedInDocument } from '../island/IslandProviders';

const severity: Record<NoticeVariant, 'success' | 'error' | 'info'> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

function NoticeViewContent({
  notice,
  followDocumentTheme,
}: {
  notice: Notice;
  followDocumentTheme: boolean;
}) {
  const destructive = notice.variant === 'destructive';
  const view = (
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
  if (!followDocumentTheme) return view;
  // Notices only ever render in the browser (the queue is empty on the server), so the document
  // is there to read.
  const mode = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
  return <ThemeProvider theme={themeFor(mode)}>{view}</ThemeProvider>;
}

/** Loaded on first use; in a document it brings its theme along. */
export default themedInDocument(NoticeViewContent);
