/** Resources (SPEC §2): six articles, four downloads, three video tutorials (each click says coming soon), CTA to /book-demo and /pricing. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { PageHero, PageMeta, Section } from '../../../design-system';
import { CardGrid } from '../components/CardGrid';
import ComingSoonButtonIsland from '../components/ComingSoonButton.island';
import ComingSoonTitleIsland from '../components/ComingSoonTitle.island';
import {
  articles,
  downloads,
  resourcesCta,
  resourcesHero,
  resourcesMeta,
  videos,
} from '../content/resources';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta, viewPricing } from '../components/BookDemoCta';

const cards = (items: readonly { title: string; description: string }[]) =>
  items.map((item) => ({ name: item.title, description: item.description }));
const jsonLd = pageJsonLd(
  { name: resourcesHero.label, path: resourcesMeta.path },
  {
    lists: [
      { name: 'Articles', entries: cards(articles) },
      { name: 'Free downloads', entries: cards(downloads) },
      { name: 'Video tutorials', entries: cards(videos) },
    ],
  },
);

export default function ResourcesPage() {
  return (
    <>
      <PageMeta
        title={resourcesMeta.title}
        description={resourcesMeta.description}
        canonical={resourcesMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero label={resourcesHero.label} title={resourcesHero.title} lead={resourcesHero.lead} />
      <Section id="articles" title="Articles">
        <CardGrid columns={3}>
          {articles.map((article) => (
            <Card
              key={article.title}
              component="article"
              variant="outlined"
              sx={{
                position: 'relative',
                borderRadius: 3,
                p: 3,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
                '&:hover': { borderColor: 'secondary.main' },
              }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Chip label={article.category} size="small" color="secondary" variant="outlined" />
                <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
                  {article.readTime}
                </Typography>
              </Box>
              <Typography variant="h5" component="h3">
                <ComingSoonTitleIsland feature="Resource articles" title={article.title} />
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{article.description}</Typography>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="downloads" title="Free downloads" tone="muted">
        <CardGrid columns={4}>
          {downloads.map((download) => (
            <Card
              key={download.title}
              component="article"
              variant="outlined"
              sx={{ p: 3, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Chip
                label={download.type}
                size="small"
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
              />
              <Typography variant="h5" component="h3">
                {download.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {download.description}
              </Typography>
              <ComingSoonButtonIsland
                feature="Downloads"
                label="Download"
                download
                aria-label={`Download: ${download.title}`}
              />
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="videos" title="Video tutorials">
        <CardGrid columns={3}>
          {videos.map((video) => (
            <Card
              key={video.title}
              component="article"
              variant="outlined"
              sx={{
                position: 'relative',
                borderRadius: 3,
                '&:hover': { borderColor: 'secondary.main' },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'relative',
                  aspectRatio: '16 / 9',
                  display: 'grid',
                  placeItems: 'center',
                  background: 'linear-gradient(135deg, #0b2545, #114b5f)',
                  color: '#ffffff',
                }}
              >
                <PlayCircleIcon sx={{ fontSize: 64 }} />
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    right: 10,
                    bottom: 10,
                    px: 1,
                    borderRadius: 1,
                    bgcolor: 'rgba(0,0,0,0.6)',
                    fontSize: 13,
                    fontWeight: 700,
                  }}
                >
                  {video.duration}
                </Box>
              </Box>
              <Box sx={{ p: 3 }}>
                <Typography variant="h5" component="h3">
                  <ComingSoonTitleIsland feature="Video tutorials" title={video.title} />
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                  {video.description}{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    ({video.duration})
                  </Box>
                </Typography>
              </Box>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <BookDemoCta {...resourcesCta} secondary={viewPricing} />
    </>
  );
}
