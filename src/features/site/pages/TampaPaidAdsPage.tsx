/** Tampa paid ads page (SPEC §2): Google, Meta and YouTube sections at #google-ads, #meta-ads, #youtube-ads. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Section } from '../../../design-system';
import { CheckList } from '../components/CheckList';
import { SiteIcon } from '../components/SiteIcon';
import { TampaPageLayout } from '../components/TampaPageLayout';
import { tampaPaidAds } from '../content/tampa';

export default function TampaPaidAdsPage() {
  return (
    <TampaPageLayout
      content={tampaPaidAds}
      heroExtra={
        <Box
          component="nav"
          aria-label="Ad platforms on this page"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
        >
          {tampaPaidAds.platforms.map((platform) => (
            <Link
              key={platform.id}
              href={`#${platform.id}`}
              sx={{ color: '#ffffff', fontWeight: 600 }}
            >
              {platform.title}
            </Link>
          ))}
        </Box>
      }
    >
      <Section id="budget" maxWidth="md">
        <Typography sx={{ fontSize: '1.15rem', textAlign: 'center' }}>
          {tampaPaidAds.budgetNote}
        </Typography>
      </Section>
      {tampaPaidAds.platforms.map((platform, index) => (
        <Section
          key={platform.id}
          id={platform.id}
          title={platform.title}
          intro={platform.description}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
              alignItems: 'start',
            }}
          >
            <CheckList items={platform.points} columns={2} />
            <Box
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                p: 2.5,
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <SiteIcon name={platform.icon} sx={{ color: 'secondary.main' }} />
              <Typography sx={{ fontWeight: 700 }}>{platform.budget}</Typography>
            </Box>
          </Box>
        </Section>
      ))}
    </TampaPageLayout>
  );
}
