/** Industries (SPEC §2): four sections with description, challenges, solutions, results and a Book Industry Demo link. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, PageHero, PageMeta, Section } from '../../../design-system';
import { CheckList } from '../components/CheckList';
import { SiteIcon } from '../components/SiteIcon';
import { industries, industriesCta, industriesHero, industriesMeta } from '../content/industries';
import { links } from '../content/links';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta } from '../components/BookDemoCta';

const jsonLd = pageJsonLd(
  { name: industriesHero.label, path: industriesMeta.path },
  {
    lists: [
      {
        name: industriesHero.title,
        entries: industries.map((industry) => ({
          name: industry.name,
          path: `${industriesMeta.path}#${industry.id}`,
          description: industry.description,
        })),
      },
    ],
  },
);

export default function IndustriesPage() {
  return (
    <>
      <PageMeta
        title={industriesMeta.title}
        description={industriesMeta.description}
        canonical={industriesMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero
        label={industriesHero.label}
        title={industriesHero.title}
        lead={industriesHero.lead}
      />
      {industries.map((industry, index) => (
        <Section key={industry.id} id={industry.id} tone={index % 2 === 1 ? 'muted' : 'plain'}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
                color: 'secondary.main',
              }}
            >
              <SiteIcon name={industry.icon} fontSize="large" />
            </Box>
            <Typography variant="h2" component="h2" id={`${industry.id}-heading`}>
              {industry.name}
            </Typography>
          </Box>
          <Typography sx={{ fontSize: '1.1rem', color: 'text.secondary', maxWidth: 820 }}>
            {industry.description}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              mt: 4,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
                Challenges
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                {industry.challenges.map((challenge) => (
                  <li key={challenge}>{challenge}</li>
                ))}
              </Box>
            </Box>
            <Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
                Solutions
              </Typography>
              <CheckList items={industry.solutions} dense />
            </Box>
          </Box>
          <Box
            sx={{
              mt: 4,
              p: 2.5,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              <Box component="span" sx={{ color: 'secondary.main' }}>
                Results:{' '}
              </Box>
              {industry.results}
            </Typography>
            <Button
              to={links.bookDemo}
              variant="default"
              aria-label={`Book Industry Demo: ${industry.name}`}
            >
              Book Industry Demo
            </Button>
          </Box>
        </Section>
      ))}
      <BookDemoCta
        title={industriesCta.title}
        text={industriesCta.text}
        secondary={{ to: links.caseStudies, label: 'Read Case Studies' }}
      />
    </>
  );
}
