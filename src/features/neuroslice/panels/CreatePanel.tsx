/** Create tab ('Create a New Slice'): the brain dump typed, dictated or read from a file, and 'Take a slice?'. */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import MicIcon from '@mui/icons-material/Mic';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Hint, notify, HeadingRow } from '../../../design-system';
import { PlainTextField } from '../../../design-system/plain/PlainTextField';
import { NOTICES, fileNotReadableNotice } from '../engine';
import { UPLOAD_ACCEPT } from '../input/uploadAccept';
import { appendDictation, useDictation } from '../input/speech';
import { loadFileText, loadModelFailureAlert } from '../components/toolParts';

const ModelFailureAlert = lazy(loadModelFailureAlert);

const BRAIN_DUMP_LABEL = 'Topic or brain dump';

export interface CreatePanelProps {
  brainDump: string;
  onBrainDumpChange: (text: string) => void;
  onTakeSlice: () => void;
  /** A slice is being taken: the button waits. */
  busy?: boolean;
  /** Why the connected language model could not write the plan (docs/PRODUCT.md#a-real-language-model), with the way out. */
  modelFailure?: string | null;
  onGenerateOffline?: () => void;
}

/** A file's text joins what is already typed, after a blank line, rather than replacing it. */
function withFileText(current: string, fileText: string): string {
  return current.trim() ? `${current.replace(/\s+$/, '')}\n\n${fileText}` : fileText;
}

export function CreatePanel({
  brainDump,
  onBrainDumpChange,
  onTakeSlice,
  busy = false,
  modelFailure = null,
  onGenerateOffline,
}: CreatePanelProps) {
  const fieldId = useId();
  const helpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  // Dictated phrases arrive asynchronously: read the latest text, not the one of the last render.
  const latest = useRef(brainDump);
  useEffect(() => {
    latest.current = brainDump;
  }, [brainDump]);
  const onDictated = useCallback(
    (phrase: string) => {
      const next = appendDictation(latest.current, phrase);
      latest.current = next;
      onBrainDumpChange(next);
    },
    [onBrainDumpChange],
  );
  const { listening, toggle } = useDictation(onDictated);

  async function onFileChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setReading(true);
    // The reader loads on first use (fetched ahead with the tool's parts); a reader that cannot
    // load is a file that could not be read.
    let reader: Awaited<ReturnType<typeof loadFileText>> | undefined;
    try {
      reader = await loadFileText();
      const text = await reader.extractFileText(file);
      onBrainDumpChange(withFileText(latest.current, text));
    } catch (error) {
      if (reader && error instanceof reader.FileRefusedError)
        notify({ title: error.title, description: error.description, variant: 'destructive' });
      else {
        console.error('Could not read the uploaded file', error);
        notify(fileNotReadableNotice(file.name));
      }
    } finally {
      setReading(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <HeadingRow
        level={2}
        title="Create a New Slice"
        intro="Type, dictate or upload everything on your mind about a topic. NeuroSlice turns it into pillars, clusters, assets, personas, trends and a calendar."
      />
      {/* The plain field, styled by the theme's global rules like MUI's outlined TextField
          (visual/plainParity.spec.ts holds it to MUI's): MUI's field brings its form control,
          input base and autosizing textarea, 7 KiB gzip and a measuring pass at mount, into the
          tab every visit opens first (docs/ARCHITECTURE.md#apps-in-pieces). */}
      <PlainTextField
        id={fieldId}
        label={BRAIN_DUMP_LABEL}
        placeholder="e.g. Med spa marketing in Tampa: our Botox specials, before-and-after reels, reviews, the no-show problem, SMS reminders..."
        multilineRows={12}
        maxRows={24}
        value={brainDump}
        onChange={(e) => onBrainDumpChange(e.target.value)}
        describedBy={helpId}
        spellCheck
      />
      <Typography id={helpId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Upload .txt, .md, .docx, .srt or .vtt files up to 2 MB; subtitles are cleaned of numbers,
        timings and tags.
      </Typography>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          onChange={onFileChosen}
          data-testid="brain-dump-file"
          aria-label="Upload a text file"
        />
        <Hint title="Upload a file">
          <span>
            <Button
              size="icon"
              variant="outline"
              aria-label="Upload a file (.txt, .md, .docx, .srt, .vtt)"
              onClick={() => fileInput.current?.click()}
              disabled={reading || busy}
            >
              <UploadFileIcon />
            </Button>
          </span>
        </Hint>
        <Hint title="Add an image">
          <Button
            size="icon"
            variant="outline"
            aria-label="Add an image"
            onClick={() => notify(NOTICES.featureNotImplemented)}
          >
            <AddPhotoAlternateIcon />
          </Button>
        </Hint>
        <Hint title={listening ? 'Stop dictation' : 'Dictate'}>
          <Button
            size="icon"
            variant={listening ? 'destructive' : 'outline'}
            aria-label="Voice dictation"
            aria-pressed={listening}
            onClick={toggle}
            disabled={busy}
          >
            {listening ? <StopCircleIcon /> : <MicIcon />}
          </Button>
        </Hint>
        {listening && (
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            Listening… speak and your words are added to the brain dump.
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="lg" startIcon={<AutoAwesomeIcon />} onClick={onTakeSlice} disabled={busy}>
          Take a slice?
        </Button>
      </Stack>
      {modelFailure && (
        <Suspense fallback={null}>
          <ModelFailureAlert
            failure={modelFailure}
            busy={busy}
            onGenerateOffline={onGenerateOffline}
          />
        </Suspense>
      )}
    </Box>
  );
}
