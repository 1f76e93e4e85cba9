/**
 * Shows the head of the notice queue: one at a time, gone after 5 s (SPEC §4). On a document it is
 * an island of the site's frame (src/app/shell/Notices.island.tsx), so it is plain.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  NOTICE_DURATION_MS,
  dismissNotice,
  getNoticeQueue,
  getServerNoticeQueue,
  subscribeNotices,
} from './noticeStore';
import { PlainNoticeView } from './PlainNoticeView';
import { whenIdle } from '../../lib/idle';

// The tool's notices (MUI's Snackbar and Alert, in the scheme the tool chose) load with the first
// one, not with the page. Everywhere else a notice is plain: nothing to load.
const NoticeView = lazy(() => import('./NoticeView'));

export interface NoticeHostProps {
  durationMs?: number;
  /**
   * Style notices in the scheme named by <html data-theme> (set by the NeuroSlice tool, whose
   * light/dark switch lives in its own state) instead of the surrounding theme: MUI's view,
   * which takes either scheme. Without it, notices are plain, styled by the page's own theme.
   */
  followDocumentTheme?: boolean;
}

export function NoticeHost({
  durationMs = NOTICE_DURATION_MS,
  followDocumentTheme = false,
}: NoticeHostProps) {
  const queue = useSyncExternalStore(subscribeNotices, getNoticeQueue, getServerNoticeQueue);
  const current = queue[0];

  // Fetch the tool's notice view while nothing happens, so a notice's 5 s are all on screen.
  useEffect(() => {
    if (!followDocumentTheme) return;
    return whenIdle(() => void import('./NoticeView'));
  }, [followDocumentTheme]);

  if (!current) return null;
  const dismissal = (
    <DismissAfter
      key={`${current.id}-timer`}
      id={current.id}
      repeats={current.repeats}
      ms={durationMs}
    />
  );
  if (!followDocumentTheme)
    return (
      <>
        <PlainNoticeView key={current.id} notice={current} />
        {dismissal}
      </>
    );
  return (
    <Suspense fallback={null}>
      <NoticeView key={current.id} notice={current} />
      {dismissal}
    </Suspense>
  );
}

/**
 * A notice's 5 s count from when it is on screen: inside the view's Suspense boundary, this
 * mounts with the view, so a view still loading (a slow link) or a page still busy drawing (the
 * map, on a slow phone) never eats the time a person has to read it.
 */
function DismissAfter({ id, repeats, ms }: { id: number; repeats: number; ms: number }) {
  // The same notice again (`repeats`) restarts its time.
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(id), ms);
    return () => clearTimeout(timer);
  }, [id, repeats, ms]);
  return null;
}
