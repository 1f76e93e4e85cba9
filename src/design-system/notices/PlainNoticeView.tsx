/**
 * One notice on a page (NoticeView's picture as plain elements, styled by plainControlRules.ts):
 * closable, announced politely (or assertively when destructive). Plain, so a page shows its
 * notices without loading MUI or a style engine, and at once (nothing to fetch first).
 */
import { classes, PlainIcon, plainClass, type PlainIconName } from '../plain/PlainControls';
import { dismissNotice, noticeAnnouncement, noticeSeverity, type Notice } from './noticeStore';

// MUI's Alert: the standard alert for info and success, the filled one for errors, with its icons.
const look: Record<
  (typeof noticeSeverity)[keyof typeof noticeSeverity],
  { className: string; icon: PlainIconName }
> = {
  info: { className: plainClass.noticeInfo, icon: 'infoOutlined' },
  success: { className: plainClass.noticeSuccess, icon: 'successOutlined' },
  error: { className: plainClass.noticeError, icon: 'errorOutline' },
};

export function PlainNoticeView({ notice }: { notice: Notice }) {
  const { className, icon } = look[noticeSeverity[notice.variant]];
  return (
    <div className={plainClass.notice} role="presentation">
      <div
        className={classes(plainClass.noticeAlert, className)}
        {...noticeAnnouncement(notice.variant)}
        data-notice-variant={notice.variant}
      >
        <div className={plainClass.noticeIcon}>
          <PlainIcon name={icon} size="inherit" />
        </div>
        <div className={plainClass.noticeMessage}>
          <div className={plainClass.noticeTitle}>{notice.title}</div>
          {notice.description}
        </div>
        <div className={plainClass.noticeAction}>
          <button
            type="button"
            className={plainClass.noticeClose}
            aria-label="Close notice"
            title="Close"
            onClick={() => dismissNotice(notice.id)}
          >
            <PlainIcon name="close" size="small" />
          </button>
        </div>
      </div>
    </div>
  );
}
