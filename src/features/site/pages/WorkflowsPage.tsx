/** AI marketing automation playbooks (SPEC §2): six playbooks; downloads (and Download All) only announce they are coming soon. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { PageHero, PageMeta, Section } from '../../../design-system';
import { CardGrid } from '../components/CardGrid';
import ComingSoonButtonIsland from '../components/ComingSoonButton.island';
import type { PlaybookDifficulty } from '../content/types';
import { playbooks, workflowsCta, workflowsHero, workflowsMeta } from '../content/workflows';
import { pageJsonLd } from '../seo/jsonLd';
import { BookDemoCta, viewPricing } from '../components/BookDemoCta';

const difficultyColour: Record<PlaybookDifficulty, 'success' | 'warning' | 'error'> = {
  Beginner: 'success',
  Intermediate: 'warning',
  Advanced: 'error',
};

const jsonLd = pageJsonLd(
  { name: workflowsHero.label, path: workflowsMeta.path },
  {
    lists: [
      {
        name: 'Six playbooks, step by step',
        entries: playbooks.map((playbook) => ({
          name: playbook.title,
          description: playbook.description,
        })),
      },
    ],
  },
);

export default function WorkflowsPage() {
  return (
    <>
      <PageMeta
        title={workflowsMeta.title}
        description={workflowsMeta.description}
        canonical={workflowsMeta.path}
        jsonLd={jsonLd}
      />
      <PageHero
        label={workflowsHero.label}
        title={workflowsHero.title}
        lead={workflowsHero.lead}
        actions={
          <ComingSoonButtonIsland
            feature="Downloading all playbooks"
            label="Download All Playbooks"
            variant="secondary"
            size="lg"
            download
          />
        }
      />
      <Section id="playbooks" title="Six playbooks, step by step">
        <CardGrid columns={3}>
          {playbooks.map((playbook) => (
            <Card
              key={playbook.title}
              component="article"
              variant="outlined"
              sx={{ p: 3, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Typography variant="h5" component="h3">
                {playbook.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{playbook.description}</Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
                {playbook.steps.map((step) => (
                  <li key={step}>
                    <Typography component="span">{step}</Typography>
                  </li>
                ))}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
                <Chip
                  icon={<ScheduleIcon />}
                  label={`Setup: ${playbook.time}`}
                  variant="outlined"
                />
                <Chip
                  label={playbook.difficulty}
                  color={difficultyColour[playbook.difficulty]}
                  variant="outlined"
                  sx={{ fontWeight: 700 }}
                />
              </Box>
              <ComingSoonButtonIsland
                feature="Playbook downloads"
                label="Download Playbook"
                download
                aria-label={`Download playbook: ${playbook.title}`}
              />
            </Card>
          ))}
        </CardGrid>
      </Section>
      <BookDemoCta {...workflowsCta} secondary={viewPricing} />
    </>
  );
}
