/** Contact (SPEC §2, §5, §9): contact details and the message form. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHero, PageMeta, Section, phoneNumberStyle } from '../../../design-system';
import { brand } from '../../../lib/brand';
import { CheckList } from '../components/CheckList';
import ContactFormIsland from '../components/ContactForm.island';
import { SiteIcon } from '../components/SiteIcon';
import { contactDetails, contactFormText, contactHero, contactMeta } from '../content/contact';
import { businessJsonLd, pageJsonLd } from '../seo/jsonLd';

const jsonLd = [
  businessJsonLd({ '@id': `${brand.siteUrl}/#business` }),
  ...pageJsonLd({ name: contactHero.label, path: contactMeta.path }),
];

export default function ContactPage() {
  return (
    <>
      <PageMeta
        title={contactMeta.title}
        description={contactMeta.description}
        canonical={contactMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero label={contactHero.label} title={contactHero.title} lead={contactHero.lead} />
      <Section>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
          <Box component="section" aria-labelledby="contact-details-heading">
            <Typography variant="h2" component="h2" id="contact-details-heading">
              {contactDetails.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, display: 'grid', gap: 2 }}>
              <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <SiteIcon name="phone" sx={{ color: 'secondary.main' }} />
                <Link href={brand.phoneHref} sx={{ fontWeight: 600 }} style={phoneNumberStyle}>
                  {brand.phone}
                </Link>
              </Box>
              <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <SiteIcon name="mail" sx={{ color: 'secondary.main' }} />
                <Link href={`mailto:${brand.email}`} sx={{ fontWeight: 600 }}>
                  {brand.email}
                </Link>
              </Box>
              <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <SiteIcon name="schedule" sx={{ color: 'secondary.main' }} />
                <Typography>
                  {contactDetails.hours}. {contactDetails.replyPromise}
                </Typography>
              </Box>
              <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <SiteIcon name="place" sx={{ color: 'secondary.main' }} />
                <Typography>{contactDetails.location}</Typography>
              </Box>
            </Box>
            <Typography variant="h4" component="h3" sx={{ mt: 4, mb: 1.5 }}>
              What happens next
            </Typography>
            <CheckList items={contactDetails.expectations} dense />
          </Box>
          <Card
            component="section"
            aria-labelledby="contact-form-heading"
            variant="outlined"
            sx={{ p: { xs: 3, md: 4 }, borderRadius: 4 }}
          >
            <Typography variant="h2" component="h2" id="contact-form-heading" sx={{ mb: 3 }}>
              {contactFormText.title}
            </Typography>
            <ContactFormIsland />
          </Card>
        </Box>
      </Section>
    </>
  );
}
