/** Tampa hub (SPEC §2): free audit and call buttons, four services, four industries, two case studies, CTA, LocalBusiness + BreadcrumbList. */
import Box from '@mui/material/Box';
import PhoneIcon from '@mui/icons-material/Phone';
import { Breadcrumbs, Button, CtaBand, PageHero, PageMeta, Section } from '../../../design-system';
import { brand } from '../../../lib/brand';
import { CardGrid } from '../components/CardGrid';
import { CaseStudySummaryCard } from '../components/CaseStudySummaryCard';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { SiteImage } from '../components/SiteImage';
import { TampaContactStrip } from '../components/TampaContactStrip';
import { links } from '../content/links';
import { tampaHub, tampaHubMeta, tampaSkyline } from '../content/tampa';
import { tampaPageJsonLd } from '../seo/jsonLd';

const jsonLd = tampaPageJsonLd(tampaHubMeta, tampaHub.crumbs);

export default function TampaHubPage() {
  return (
    <>
      <PageMeta
        title={tampaHubMeta.title}
        description={tampaHubMeta.description}
        canonical={tampaHubMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero
        label={tampaHub.hero.label}
        title={tampaHub.hero.title}
        lead={tampaHub.hero.lead}
        aside={
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SiteImage image={tampaSkyline} />
          </Box>
        }
        actions={
          <>
            <Button to={links.contact} variant="secondary" size="lg">
              {tampaHub.hero.auditLabel}
            </Button>
            <Button
              href={brand.phoneHref}
              variant="outline"
              size="lg"
              startIcon={<PhoneIcon />}
              onDark
            >
              Call {brand.phone}
            </Button>
          </>
        }
      >
        <Breadcrumbs items={tampaHub.crumbs} onDark />
      </PageHero>
      <TampaContactStrip />
      <Section id="services" title={tampaHub.servicesTitle} intro={tampaHub.servicesIntro}>
        <ServiceCardGrid cards={tampaHub.services} columns={4} />
      </Section>
      <Section id="industries" title={tampaHub.industriesTitle} tone="muted">
        <ServiceCardGrid
          cards={tampaHub.industries}
          columns={4}
          linkText={(card) => `${card.title} in detail`}
        />
      </Section>
      <Section id="case-studies" title={tampaHub.casesTitle}>
        <CardGrid columns={2}>
          {tampaHub.cases.map((study) => (
            <CaseStudySummaryCard key={study.id} study={study} to={links.work} />
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        title={tampaHub.cta.title}
        text={tampaHub.cta.text}
        actions={
          <Button to={links.contact} variant="secondary" size="lg">
            {tampaHub.hero.auditLabel}
          </Button>
        }
      />
    </>
  );
}
