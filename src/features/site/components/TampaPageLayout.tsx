/** The frame shared by the three Tampa pages (SPEC §2): hero with breadcrumbs, contact strip, body, four FAQs, related links, CTA to /contact. */
import type { ReactNode } from 'react';
import {
  Breadcrumbs,
  Button,
  CtaBand,
  FaqList,
  PageHero,
  PageMeta,
  Section,
} from '../../../design-system';
import { links } from '../content/links';
import { tampaRelatedLinks, type TampaPageContent } from '../content/tampa';
import { tampaPageJsonLd } from '../seo/jsonLd';
import { RelatedLinks } from './RelatedLinks';
import { TampaContactStrip } from './TampaContactStrip';

export function TampaPageLayout({
  content,
  children,
  heroExtra,
}: {
  content: TampaPageContent;
  children: ReactNode;
  heroExtra?: ReactNode;
}) {
  const { meta, crumbs, hero, faqs, cta } = content;
  return (
    <>
      <PageMeta
        title={meta.title}
        description={meta.description}
        canonical={meta.path}
        jsonLd={tampaPageJsonLd(meta, crumbs, faqs)}
      />
      <PageHero
        label={hero.label}
        title={hero.title}
        lead={hero.lead}
        actions={
          <Button to={links.contact} variant="secondary" size="lg">
            Get a Free Tampa Audit
          </Button>
        }
      >
        {heroExtra}
        <Breadcrumbs items={crumbs} onDark />
      </PageHero>
      <TampaContactStrip />
      {children}
      <Section id="faq" title="Frequently asked questions" tone="muted" maxWidth="md">
        <FaqList items={faqs} />
      </Section>
      <RelatedLinks items={tampaRelatedLinks} currentPath={meta.path} />
      <CtaBand
        title={cta.title}
        text={cta.text}
        actions={
          <Button to={links.contact} variant="secondary" size="lg">
            Contact Our Tampa Team
          </Button>
        }
      />
    </>
  );
}
