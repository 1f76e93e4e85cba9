/** Case studies at /work and /case-studies (SPEC §2): the same page, each URL with its own head. */
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router-dom';
import { PageHero, PageMeta, Section } from '../../../design-system';
import { CaseStudyDetail } from '../components/CaseStudyDetail';
import {
  caseStudies,
  caseStudiesCta,
  caseStudiesHero,
  caseStudiesMeta,
} from '../content/caseStudies';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta } from '../components/BookDemoCta';

const studies = caseStudies.map((study) => ({ name: study.title, description: study.summary }));

export default function CaseStudiesPage() {
  const { pathname } = useLocation();
  const meta = pathname.startsWith('/case-studies')
    ? caseStudiesMeta['/case-studies']
    : caseStudiesMeta['/work'];
  return (
    <>
      <PageMeta
        title={meta.title}
        description={meta.description}
        canonical={meta.path}
        jsonLd={pageJsonLd(
          { name: caseStudiesHero.label, path: meta.path },
          { lists: [{ name: caseStudiesHero.title, entries: studies }] },
        )}
      />
      <PageHero
        label={caseStudiesHero.label}
        title={caseStudiesHero.title}
        lead={caseStudiesHero.lead}
      />
      <Section id="case-studies">
        <Stack spacing={6}>
          {caseStudies.map((study) => (
            <CaseStudyDetail key={study.id} study={study} />
          ))}
        </Stack>
      </Section>
      <BookDemoCta title={caseStudiesCta.title} text={caseStudiesCta.text} />
    </>
  );
}
