/** Home (SPEC §2): hero, Tampa teaser, featured cards, client strip, proven results, FAQs, closing CTA. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, CtaBand, FaqList, PageHero, PageMeta, Section } from '../../../design-system';
import { CardGrid } from '../components/CardGrid';
import { CaseStudySummaryCard } from '../components/CaseStudySummaryCard';
import { ClientStrip } from '../components/ClientStrip';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { SiteImage } from '../components/SiteImage';
import {
  CLIENT_STRIP_LOOP_SECONDS,
  clientNames,
  featuredCards,
  homeCta,
  homeFaqs,
  homeHero,
  homeMeta,
  nonIndexedPages,
  pageTemplates,
  provenResults,
  siteRedirects,
  tampaTeaser,
} from '../content/home';
import { links } from '../content/links';
import { tampaSkyline } from '../content/tampa';
import { homeJsonLd } from '../seo/jsonLd';

const jsonLd = homeJsonLd({
  meta: homeMeta,
  templates: pageTemplates,
  redirects: siteRedirects,
  nonIndexed: nonIndexedPages,
  faqs: homeFaqs,
});

export default function HomePage() {
  return (
    <>
      <PageMeta
        title={homeMeta.title}
        description={homeMeta.description}
        canonical={homeMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero
        label={homeHero.label}
        title={homeHero.title}
        lead={homeHero.lead}
        actions={
          <>
            <Button to={links.contact} variant="secondary" size="lg">
              {homeHero.primaryCta}
            </Button>
            <Button to={links.work} variant="outline" size="lg" onDark>
              {homeHero.secondaryCta}
            </Button>
          </>
        }
        aside={
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SiteImage
              image={{
                src: '/images/site/hero-growth.svg',
                alt: 'Dashboard showing leads, booked calls and revenue rising month over month',
                width: 560,
                height: 440,
              }}
            />
          </Box>
        }
      />
      <Section id="tampa" eyebrow={tampaTeaser.eyebrow} title={tampaTeaser.title} tone="muted">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography sx={{ fontSize: '1.1rem', color: 'text.secondary' }}>
              {tampaTeaser.text}
            </Typography>
            <Box sx={{ mt: 3 }}>
              <Button to={links.tampa} variant="default" size="lg">
                {tampaTeaser.linkLabel}
              </Button>
            </Box>
          </Box>
          <SiteImage image={tampaSkyline} />
        </Box>
      </Section>
      <Section id="featured" title="Where we help Tampa businesses grow">
        <ServiceCardGrid cards={featuredCards} />
      </Section>
      <ClientStrip names={clientNames} loopSeconds={CLIENT_STRIP_LOOP_SECONDS} />
      <Section id="results" title={provenResults.title} intro={provenResults.intro}>
        <CardGrid columns={2}>
          {provenResults.cases.map((study) => (
            <CaseStudySummaryCard key={study.id} study={study} to={links.work} />
          ))}
        </CardGrid>
      </Section>
      <Section id="faq" title="Frequently asked questions" tone="muted" maxWidth="md">
        <FaqList items={homeFaqs} />
      </Section>
      <CtaBand
        title={homeCta.title}
        text={homeCta.text}
        actions={
          <Button to={links.contact} variant="secondary" size="lg">
            Get a Proposal
          </Button>
        }
      />
    </>
  );
}
