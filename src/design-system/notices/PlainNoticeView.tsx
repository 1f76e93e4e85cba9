/**
 * One notice on a page (NoticeView's picture as plain elements, styled by plainControlRules.ts):
 * closable, announced politely (or assertively when destructive). Plain, so a page shows its
 * notices without loading MUI or a style engine, and at once (nothing to fetch first).
 */
import { classes, PlainIcon, plainClass, type PlainIconName } from '../plain/PlainControls';
import { dismissNotice, type Notice, type NoticeVariant } from './noticeStore';

const look: Record<NoticeVariant, { className: string; icon: PlainIconName }> = {
  default: { className: plainClass.noticeInfo, icon: 'infoOutlined' },
  info: { className: plainClass.noticeInfo, icon: 'infoOutlined' },
  success: { className: plainClass.noticeSuccess, icon: 'successOutlined' },
  destructive: { className: plainClass.noticeError, icon: 'errorOutline' },
};

export function PlainNoticeView({ notice }: { notice: Notice }) {
  const destructive = notice.variant === 'destructive';
  const { className, icon } = look[notice.variant];
  return (
    <div className={plainClass.notice} role="presentation">
      <div
        className={classes(plainClass.noticeAlert, className)}
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
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
