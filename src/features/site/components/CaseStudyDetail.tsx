/** One full case study on /work: industry, location, challenge, solution, four metrics, testimonial, video. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VideoThumbnailIsland from './VideoThumbnail.island';
import type { CaseStudy } from '../content/types';

export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const headingId = `case-${study.id}-heading`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 4, p: { xs: 3, md: 5 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip label={study.industry} color="secondary" variant="outlined" />
        <Chip label={study.location} variant="outlined" />
      </Box>
      <Typography variant="h2" component="h2" id={headingId}>
        {study.title}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Box>
          <Typography variant="h4" component="h3">
            The challenge
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{study.challenge}</Typography>
          <Typography variant="h4" component="h3" sx={{ mt: 3 }}>
            Our solution
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{study.solution}</Typography>
        </Box>
        <Box sx={{ position: 'relative', alignSelf: 'start' }}>
          <VideoThumbnailIsland
            title={study.title}
            duration={study.video.duration}
            thumbnail={study.video.thumbnail}
          />
          {/* Outside the button: axe wants a button's visible text inside its name; the name already says the length. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              right: 12,
              bottom: 12,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(11,37,69,0.9)',
              color: '#ffffff',
              fontSize: 13,
              fontWeight: 700,
              pointerEvents: 'none',
            }}
          >
            {study.video.duration}
          </Box>
        </Box>
      </Box>
      <Typography variant="h4" component="h3" sx={{ mt: 5 }}>
        Results
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 3,
          mt: 2,
          mb: 0,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {study.results.map((result) => (
          <Box key={result.label} sx={{ p: 2.5, borderRadius: 3, bgcolor: 'action.hover' }}>
            <Typography
              component="dt"
              sx={{ fontWeight: 800, fontSize: '2rem', color: 'secondary.main', lineHeight: 1.1 }}
            >
              {result.metric}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.5 }}>
              {result.label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="figure"
        sx={{ m: 0, mt: 5, pl: 3, borderLeft: 4, borderColor: 'secondary.main' }}
      >
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography sx={{ fontSize: '1.2rem', fontStyle: 'italic' }}>
            “{study.testimonial.quote}”
          </Typography>
        </Box>
        <Typography component="figcaption" sx={{ mt: 1.5 }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {study.testimonial.author}
          </Box>
          , {study.testimonial.role}
        </Typography>
      </Box>
    </Card>
  );
}
