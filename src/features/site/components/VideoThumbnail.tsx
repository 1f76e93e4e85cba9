/**
 * A case study's video thumbnail: a button that announces case study videos are coming (SPEC) and,
 * with consent, counts the interest (a `Coming soon` event). A
 * plain island on documents (drawn with the plain controls' classes: no style engine to hydrate).
 */
import { island } from '../../../design-system/island/island';
import { notify } from '../../../design-system/notices/noticeStore';
import { plainClass, PlainIcon } from '../../../design-system/plain/PlainControls';
import { featureComingSoon } from '../content/notices';
import { measure } from '../../../lib/consent/measurement';

export interface VideoThumbnailProps {
  title: string;
  duration: string;
  thumbnail: string;
}

export function VideoThumbnail({ title, duration, thumbnail }: VideoThumbnailProps) {
  return (
    <button
      type="button"
      className={plainClass.videoThumbnail}
      aria-label={`Play video: ${title}, ${duration} minutes`}
      onClick={() => {
        notify(featureComingSoon('Case study videos'));
        // With consent, which promised video people want (a goal in Plausible).
        measure({ name: 'Coming soon', props: { item: title } });
      }}
    >
      <img src={thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
      {/* A span: a button holds phrasing content only. */}
      <span className={plainClass.playBadge} aria-hidden="true">
        <PlainIcon name="playCircle" />
      </span>
    </button>
  );
}

export const VideoThumbnailIsland = island('videoThumbnail', VideoThumbnail);
