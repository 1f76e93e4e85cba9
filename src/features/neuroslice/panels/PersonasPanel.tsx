/** Personas tab: one card per audience persona of the plan. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
import { EmptyState, HeadingRow } from '../../../design-system';
import { EMPTY_STATES } from '../engine/messages';
import type { Persona } from '../engine/types';
import { PersonaAvatar } from '../components/PersonaAvatar';
import { FieldLabel } from './FieldLabel';

function TraitList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Box sx={{ mt: 2 }}>
      <FieldLabel heading="h4">{label}</FieldLabel>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 0.75 }}
      >
        {items.map((item) => (
          <li key={item}>
            <Chip size="small" label={item} variant="outlined" />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function PersonaCard({ persona }: { persona: Persona }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonaAvatar persona={persona} />
          <Box>
            <Typography component="h3" variant="h5">
              {persona.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Age {persona.age_range} · {persona.income_band}
            </Typography>
          </Box>
        </Stack>
        <TraitList label="Psych profile" items={persona.psych_profile} />
        <TraitList label="Interests" items={persona.interests} />
        <TraitList label="Pain points" items={persona.pain_points} />
      </CardContent>
    </Card>
  );
}

export function PersonasPanel({ personas }: { personas: readonly Persona[] }) {
  return (
    <>
      <HeadingRow
        level={2}
        title="Personas"
        intro="The audiences your plan speaks to, with what drives them and what holds them back."
      />
      {personas.length === 0 ? (
        <EmptyState title={EMPTY_STATES.personas} icon={<GroupsIcon />} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {personas.map((p) => (
            <PersonaCard key={p.id} persona={p} />
          ))}
        </Box>
      )}
    </>
  );
}
