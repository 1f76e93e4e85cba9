/**
 * The eight service pages (SPEC §2): one component, content picked by the location's pathname.
 * Hero with label, headline and budget or starting price; eight What You Get items; proof image
 * with caption; four steps; six FAQs; a button to /book-demo.
 */
import { Navigate, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Breadcrumbs, Button, FaqList, PageHero, PageMeta, Section } from '../../../design-system';
import { CheckList } from '../components/CheckList';
import { SiteImage } from '../components/SiteImage';
import { StepList } from '../components/StepList';
import { links } from '../content/links';
import { serviceDetailByPath } from '../content/serviceDetails';
import { serviceDetailJsonLd } from '../seo/jsonLd';
import { BookDemoCta } from '../components/BookDemoCta';

export default function ServiceDetailPage() {
  const { pathname } = useLocation();
  const detail = serviceDetailByPath(pathname);
  if (!detail) return <Navigate to="/404" replace />;
  const crumbs = [
    { name: 'Home', path: links.home },
    ...(detail.parent ? [detail.parent] : []),
    { name: detail.label, path: detail.path },
  ];
  return (
    <>
      <PageMeta
        title={detail.meta.title}
        description={detail.meta.description}
        canonical={detail.path}
        jsonLd={serviceDetailJsonLd(detail)}
      />
      <PageHero
        label={detail.label}
        title={detail.headline}
        lead={detail.lead}
        actions={
          <Button to={links.bookDemo} variant="secondary" size="lg">
            Book a Demo
          </Button>
        }
      >
        <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>
          <Box component="span" sx={{ color: '#dbe4f0' }}>
            {detail.priceLabel}:{' '}
          </Box>
          <Box component="strong" sx={{ color: '#ffffff' }}>
            {detail.priceValue}
          </Box>
        </Typography>
        <Breadcrumbs items={crumbs} onDark />
      </PageHero>
      <Section id="what-you-get" title="What You Get">
        <CheckList items={detail.whatYouGet} columns={2} />
      </Section>
      <Section id="proof" tone="muted" maxWidth="md">
        <Box component="figure" sx={{ m: 0 }}>
          <SiteImage image={detail.proof} />
          <Typography
            component="figcaption"
            sx={{ mt: 1.5, color: 'text.secondary', textAlign: 'center' }}
          >
            {detail.proof.caption}
          </Typography>
        </Box>
      </Section>
      <Section id="process" title="How we work">
        <StepList steps={detail.steps} />
      </Section>
      <Section id="faq" title="Frequently asked questions" tone="muted" maxWidth="md">
        <FaqList items={detail.faqs} />
      </Section>
      <BookDemoCta
        title={`Ready to talk ${detail.label}?`}
        text="Book a demo and we will review your current results, then show you the plan, budget and timeline we would recommend."
      />
    </>
  );
}
