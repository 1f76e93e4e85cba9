/** A case study's video thumbnail: a button that announces case study videos are coming (SPEC). An island on documents. */
import Box from '@mui/material/Box';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { island, notify } from '../../../design-system';
import { featureComingSoon } from '../content/notices';

export interface VideoThumbnailProps {
  title: string;
  duration: string;
  thumbnail: string;
}

export function VideoThumbnail({ title, duration, thumbnail }: VideoThumbnailProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={`Play video: ${title}, ${duration} minutes`}
      onClick={() => notify(featureComingSoon('Case study videos'))}
      sx={{
        position: 'relative',
        display: 'block',
        width: '100%',
        p: 0,
        border: 0,
        borderRadius: 3,
        overflow: 'hidden',
        cursor: 'pointer',
        bgcolor: 'transparent',
        '&:hover .play-badge, &:focus-visible .play-badge': {
          transform: 'translate(-50%, -50%) scale(1.08)',
        },
      }}
    >
      <Box
        component="img"
        src={thumbnail}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
      {/* A span: a button holds phrasing content only. */}
      <Box
        component="span"
        className="play-badge"
        aria-hidden
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          transition: 'transform 150ms',
          color: '#ffffff',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <PlayCircleIcon sx={{ fontSize: 76, filter: 'drop-shadow(0 4px 12px rgba(0,0,0,0.45))' }} />
      </Box>
    </Box>
  );
}

export const VideoThumbnailIsland = island('videoThumbnail', VideoThumbnail);
