/** One automation package (SPEC §9): name, subtitle, monthly price, setup fee, features, CTA, Most Popular badge. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Button } from '../../../design-system';
import { usd } from '../content/money';
import type { AutomationPackage } from '../content/types';
import { CheckList } from './CheckList';

export function PackageCard({ pkg, to }: { pkg: AutomationPackage; to: string }) {
  return (
    <Card
      component="article"
      aria-label={`${pkg.name} (${pkg.subtitle})`}
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 3.5,
        borderRadius: 4,
        borderWidth: pkg.popular ? 2 : 1,
        borderColor: pkg.popular ? 'secondary.main' : 'divider',
      }}
    >
      {pkg.popular && (
        <Chip
          label="Most Popular"
          color="secondary"
          sx={{ alignSelf: 'flex-start', mb: 1.5, fontWeight: 700 }}
        />
      )}
      <Typography variant="h3" component="h3">
        {pkg.name}
      </Typography>
      <Typography sx={{ color: 'secondary.main', fontWeight: 700 }}>{pkg.subtitle}</Typography>
      <Typography sx={{ mt: 2 }}>
        <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800 }}>
          {usd(pkg.monthlyPrice)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          /month
        </Box>
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{`plus ${usd(pkg.setupFee)} setup`}</Typography>
      <Typography sx={{ mt: 2 }}>{pkg.description}</Typography>
      <Box sx={{ mt: 3, mb: 3, flexGrow: 1 }}>
        <CheckList items={pkg.features} dense />
      </Box>
      <Button to={to} variant={pkg.popular ? 'secondary' : 'outline'} size="lg" fullWidth>
        {pkg.cta}
      </Button>
    </Card>
  );
}
