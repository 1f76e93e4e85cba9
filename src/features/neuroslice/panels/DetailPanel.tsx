/** The right-side panel for the active node: what it is, how to make it, its persona variants, and Deepen Cluster. */
import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Button } from '../../../design-system';
import { LEVEL_NAMES, type ContentNode, type Persona, type Variant } from '../engine';
import { PersonaAvatar } from '../components/PersonaAvatar';
import { FieldLabel } from './FieldLabel';

/** The node's blog draft action (docs/PRODUCT.md#from-plan-to-posts). */
export interface DraftAction {
  label: 'Write draft' | 'Open draft';
  onClick: () => void;
  disabled?: boolean;
}

export interface DetailPanelProps {
  node: ContentNode;
  variants: readonly Variant[];
  personas: readonly Persona[];
  onClose: () => void;
  onDeepen: () => void;
  /** Deepen Cluster is offered (the store's selectCanDeepenActiveNode: SPEC §5). */
  canDeepen: boolean;
  /** A deepen is under way: the button waits. */
  deepening?: boolean;
  /** "Write draft" (or "Open draft" once the node's entry has one), beside Settings' "Save as blog draft". */
  draftAction?: DraftAction;
  /** Move focus into the panel when it opens (the user just chose the node). */
  focusOnOpen?: boolean;
  /** The node has children on the map: fold or unfold its branch there (view only, the plan stays). */
  branch?: { folded: boolean; below: number; onToggle: () => void };
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <FieldLabel heading="h3">{label}</FieldLabel>
      <Box sx={{ mt: 0.5 }}>{children}</Box>
    </Box>
  );
}

export function DetailPanel({
  node,
  variants,
  personas,
  onClose,
  onDeepen,
  canDeepen,
  deepening = false,
  draftAction,
  focusOnOpen = false,
  branch,
}: DetailPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnOpen) panelRef.current?.focus();
  }, [focusOnOpen]);
  const nodeVariants = variants.filter((v) => v.node_id === node.id);
  return (
    <Paper
      component="aside"
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      elevation={8}
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        width: { xs: '100%', sm: 400 },
        overflowY: 'auto',
        borderLeft: 1,
        borderColor: 'divider',
        borderRadius: 0,
        zIndex: 5,
        p: 3,
      }}
      data-testid="detail-panel"
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Chip
            size="small"
            color="primary"
            label={`Level ${node.level} · ${LEVEL_NAMES[node.level]}`}
            sx={{ mb: 1 }}
          />
          <Typography id={titleId} component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {node.title}
          </Typography>
        </Box>
        <Button size="icon" variant="ghost" aria-label="Close details" onClick={onClose}>
          <CloseIcon />
        </Button>
      </Stack>
      <Typography sx={{ mt: 1.5 }}>{node.summary}</Typography>
      <Field label="Platform">
        <Typography>{node.platform}</Typography>
      </Field>
      <Field label="Hooks">
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {node.hooks.map((hook) => (
            <li key={hook}>{hook}</li>
          ))}
        </Box>
      </Field>
      <Field label="Outline">
        {/* The engine numbers the sections itself ('1. ...'), so the list shows no markers of its own. */}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {node.outline.map((section) => (
            <li key={section}>{section}</li>
          ))}
        </Box>
      </Field>
      <Field label="Call to action">
        <Typography>{node.cta}</Typography>
      </Field>
      {canDeepen && (
        <Button
          startIcon={<AccountTreeIcon />}
          onClick={onDeepen}
          disabled={deepening}
          fullWidth
          sx={{ mt: 3 }}
        >
          Deepen Cluster
        </Button>
      )}
      {draftAction && (
        <Button
          variant="outline"
          startIcon={<PostAddIcon />}
          onClick={draftAction.onClick}
          disabled={draftAction.disabled}
          fullWidth
          sx={{ mt: 1.5 }}
        >
          {draftAction.label}
        </Button>
      )}
      {branch && (
        <Button
          variant="outline"
          startIcon={branch.folded ? <UnfoldMoreIcon /> : <UnfoldLessIcon />}
          onClick={branch.onToggle}
          fullWidth
          sx={{ mt: 1.5 }}
        >
          {branch.folded
            ? `Expand branch (${branch.below} hidden)`
            : `Collapse branch (${branch.below} below)`}
        </Button>
      )}
      <Divider sx={{ my: 3 }} />
      <Typography component="h3" variant="h5">
        Persona variants
      </Typography>
      {nodeVariants.length === 0 ? (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          Variants are written for assets and everything below them (level 3 and deeper). Open one
          of this node’s assets to see them.
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 1.5 }}>
          {nodeVariants.map((variant) => (
            <Box
              key={variant.id}
              component="article"
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography component="h4" variant="subtitle2" sx={{ color: 'primary.main' }}>
                For {variant.personaName}
              </Typography>
              <Typography sx={{ fontWeight: 650 }}>{variant.title}</Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {variant.hook}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {variant.caption}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {variant.hashtags.join(' ')}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                Thumbnail: {variant.thumbnail_brief}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 3 }} />
      <Typography component="h3" variant="h5">
        Personas
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {personas.map((persona) => (
          <Stack
            component="li"
            key={persona.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center' }}
          >
            <PersonaAvatar persona={persona} size={40} />
            <Box>
              <Typography sx={{ fontWeight: 650 }}>{persona.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Age {persona.age_range} · {persona.income_band}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
