/**
 * A case study's video thumbnail: a button that announces case study videos are coming (SPEC) and,
 * with consent, counts the interest (a `Coming soon` event). A
 * plain island on documents (drawn with the plain controls' classes: no style engine to hydrate).
 */
import { island } from '../../../design-system/island/island';
import { plainClass, PlainIcon } from '../../../design-system/plain/PlainControls';
import { announceComingSoon } from './comingSoon';

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
      // With consent, which promised video people want (a goal in Plausible).
      onClick={() => announceComingSoon('Case study videos', title)}
    >
      <img src={thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
      {/* A span: a button holds phrasing content only. */}
      <span className={plainClass.playBadge} aria-hidden="true">
        <PlainIcon name="playCircle" />
      </span>
    </button>
  );
}

export default island(VideoThumbnail);
