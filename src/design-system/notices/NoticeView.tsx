/**
 * One notice in the NeuroSlice tool: closable, announced politely (or assertively when
 * destructive), in the scheme named by <html data-theme>, which the tool's light/dark switch sets.
 * The site's pages show PlainNoticeView, the same picture without MUI.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import MuiButton from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar from '@mui/material/Snackbar';
import ThemeProvider from '@mui/system/ThemeProvider';
import { themeFor } from '../theme';
import { dismissNotice, noticeAnnouncement, noticeSeverity, type Notice } from './noticeStore';

export default function NoticeView({ notice }: { notice: Notice }) {
  // Notices only ever render in the browser (the queue is empty on the server), so the document
  // is there to read.
  const mode = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
  const { action } = notice;
  // Alert drops its own close button when given an action, so a notice with one draws both.
  const actions = action && (
    <>
      <MuiButton
        color="inherit"
        size="small"
        onClick={() => {
          dismissNotice(notice.id);
          action.onAction();
        }}
      >
        {action.label}
      </MuiButton>
      <IconButton
        color="inherit"
        size="small"
        aria-label="Close notice"
        onClick={() => dismissNotice(notice.id)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <Snackbar
        open
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ bottom: { xs: 88, sm: 96 } }}
        transitionDuration={0}
      >
        <Alert
          {...noticeAnnouncement(notice.variant)}
          severity={noticeSeverity[notice.variant]}
          variant={noticeSeverity[notice.variant] === 'error' ? 'filled' : 'standard'}
          onClose={() => dismissNotice(notice.id)}
          action={actions}
          slotProps={{ closeButton: { 'aria-label': 'Close notice' } as object }}
          sx={{ minWidth: 280, maxWidth: 440, boxShadow: 6 }}
          data-notice-variant={notice.variant}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{notice.title}</AlertTitle>
          {notice.description}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
