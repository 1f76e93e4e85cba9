/** Settings tab: export the strategy pack, send the active node to a webhook or this site's blog, and the theme. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { Button, HeadingRow, useLinkComponent } from '../../../design-system';
import { adminPaths } from '../../../lib/appPaths';
import { LEVEL_NAMES, type ContentNode } from '../engine';
import type { ToolTheme } from '../neurosliceSlice';

export interface SavedDraft {
  id: string;
  title: string;
}

export interface SettingsPanelProps {
  hasNodes: boolean;
  activeNode: ContentNode | null;
  webhookUrl: string;
  onWebhookUrlChange: (url: string) => void;
  onDownload: () => void;
  onSendToWebhook: () => void;
  onSaveDraft: () => void;
  /** The blog's saved data has not loaded yet. */
  saveDraftDisabled?: boolean;
  /** The draft made by 'Save as blog draft', linked to its editor. */
  savedDraft: SavedDraft | null;
  theme: ToolTheme;
  onThemeChange: (theme: ToolTheme) => void;
  downloading?: boolean;
  sending?: boolean;
  /** The "Language model" section (docs/PRODUCT.md#a-real-language-model), rendered by the tool with its state. */
  languageModel?: React.ReactNode;
}

function SettingsCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" variant="outlined">
      <CardContent>
        <Typography component="h3" variant="h5" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function SettingsPanel(props: SettingsPanelProps) {
  const {
    hasNodes,
    activeNode,
    webhookUrl,
    onWebhookUrlChange,
    onDownload,
    onSendToWebhook,
    onSaveDraft,
    savedDraft,
    theme,
    onThemeChange,
  } = props;
  const urlHelpId = useId();
  const themeLabelId = useId();
  const linkComponent = useLinkComponent();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <HeadingRow
        level={2}
        title="Settings"
        intro="Connect a language model, export your plan, publish a node, and choose how the tool looks."
      />
      <Stack spacing={2}>
        {props.languageModel && (
          <SettingsCard title="Language model">{props.languageModel}</SettingsCard>
        )}
        <SettingsCard title="Export">
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            A zip with plan.md, personas.json, variants.csv, trends.json, calendar.csv and
            calendar.ics.
          </Typography>
          <Button
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            disabled={!hasNodes || props.downloading}
          >
            Download Strategy Pack
          </Button>
        </SettingsCard>
        <SettingsCard title="Publish">
          <Typography sx={{ mb: 2 }} data-testid="active-node">
            {activeNode ? (
              <>
                Active node: <strong>{activeNode.title}</strong> ({LEVEL_NAMES[activeNode.level]})
              </>
            ) : (
              'No node selected. Choose one on the Neural Map to publish it.'
            )}
          </Typography>
          <TextField
            type="url"
            label="Webhook URL"
            placeholder="https://example.com/hooks/blog-draft"
            value={webhookUrl}
            onChange={(e) => onWebhookUrlChange(e.target.value)}
            fullWidth
            slotProps={{
              htmlInput: { 'aria-describedby': urlHelpId, inputMode: 'url', autoComplete: 'url' },
            }}
          />
          <Typography id={urlHelpId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            The node is POSTed as JSON (title, body_markdown, slug, excerpt, tags, personas, seo) to
            this address.
          </Typography>
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              startIcon={<SendIcon />}
              onClick={onSendToWebhook}
              disabled={!activeNode || props.sending}
            >
              Send Active Node to Blog
            </Button>
            <Button
              variant="outline"
              startIcon={<NoteAddIcon />}
              onClick={onSaveDraft}
              disabled={!activeNode || props.saveDraftDisabled}
            >
              Save as blog draft
            </Button>
          </Stack>
          {savedDraft && (
            <Typography role="status" sx={{ mt: 2 }}>
              Saved “{savedDraft.title}” as a draft.{' '}
              <Link
                component={linkComponent}
                href={adminPaths.editPost(savedDraft.id)}
                underline="always"
              >
                Open it in the blog editor
              </Link>
            </Typography>
          )}
        </SettingsCard>
        <SettingsCard title="Appearance">
          <Typography id={themeLabelId} sx={{ mb: 1.5, color: 'text.secondary' }}>
            Theme
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={theme}
            onChange={(_, next: ToolTheme | null) => next && onThemeChange(next)}
            aria-labelledby={themeLabelId}
          >
            <ToggleButton value="dark">
              <DarkModeIcon sx={{ mr: 1 }} aria-hidden />
              Dark
            </ToggleButton>
            <ToggleButton value="light">
              <LightModeIcon sx={{ mr: 1 }} aria-hidden />
              Light
            </ToggleButton>
          </ToggleButtonGroup>
        </SettingsCard>
      </Stack>
    </Box>
  );
}
