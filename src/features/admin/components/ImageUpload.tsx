/**
 * The editor's image upload (docs/PRODUCT.md#images-in-posts): a file is checked by its bytes
 * (model/images.ts), its alt text asked for, then it is kept in this browser's image store under its
 * stable path and handed to the editor. A refused file gets a notice and changes nothing.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Button, notify } from '../../../design-system';
import {
  ACCEPTED_IMAGE_TYPES,
  checkImage,
  imageFileName,
  imagePath,
  loadImageStore,
  type ImageFormat,
} from '../../blog';
import { adminText } from '../adminText';

// The alt text question is asked only once an image is chosen: the editor's first screen loads no
// dialog. Its code is fetched as the owner picks, drops or pastes a file, while the file is read.
const loadAltTextDialog = () => import('./AltTextDialog');
const AltTextDialog = lazy(() => loadAltTextDialog().then((m) => ({ default: m.AltTextDialog })));

export type ImageUploadKind = 'cover' | 'body';

export type ImageUploadStatus =
  | { state: 'empty' }
  | { state: 'uploading'; fileName: string }
  | { state: 'refused'; fileName: string; reason: string }
  | { state: 'done'; fileName: string; path: string; previewUrl?: string };

interface PendingImage {
  fileName: string;
  bytes: Uint8Array;
  format: ImageFormat;
}

const copy = {
  cover: {
    button: 'Upload cover image',
    input: 'Cover image file',
    dialog: 'Describe the cover image',
    altRequired: 'Alt text is required for the cover: describe what the image shows.',
  },
  body: {
    button: 'Insert image',
    input: 'Image file to insert into the body',
    dialog: 'Describe the image',
    altRequired: '',
  },
} as const;

export const IMAGE_UPLOAD_HINT =
  'JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. The image stays in this browser until you publish.';

/** The upload's state and actions; the editor hands `handleFile` dropped and pasted files too. */
export function useImageUpload(
  kind: ImageUploadKind,
  onUploaded: (path: string, alt: string) => void,
) {
  const [status, setStatus] = useState<ImageUploadStatus>({ state: 'empty' });
  const [pending, setPending] = useState<PendingImage | null>(null);
  const previous = useRef<ImageUploadStatus>(status);
  const preview = useRef<string | undefined>(undefined);

  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  const handleFile = useCallback(
    async (file: File) => {
      void loadAltTextDialog();
      const fileName = file.name || 'pasted image';
      previous.current = status;
      setStatus({ state: 'uploading', fileName });
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        bytes = new Uint8Array();
      }
      const check = checkImage(bytes);
      if (!check.ok) {
        setStatus({ state: 'refused', fileName, reason: check.reason });
        notify({ ...adminText.imageRefused(fileName, check.reason), variant: 'destructive' });
        return;
      }
      setPending({ fileName, bytes, format: check.format });
    },
    [status],
  );

  const cancel = () => {
    setPending(null);
    setStatus(previous.current);
  };

  const confirm = async (alt: string) => {
    if (!pending) return;
    const { fileName, bytes, format } = pending;
    setPending(null);
    try {
      const path = imagePath(await imageFileName(fileName, bytes, format));
      const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: `image/${format}` });
      const { putImage } = await loadImageStore();
      await putImage(path, blob);
      if (preview.current) URL.revokeObjectURL(preview.current);
      preview.current = URL.createObjectURL(blob);
      setStatus({ state: 'done', fileName, path, previewUrl: preview.current });
      onUploaded(path, alt);
    } catch {
      setStatus(previous.current);
      notify({ ...adminText.imageStoreFailed, variant: 'destructive' });
    }
  };

  return { kind, status, handleFile, pending, cancel, confirm };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

function StatusLine({ status, id }: { status: ImageUploadStatus; id: string }) {
  let content;
  switch (status.state) {
    case 'empty':
      content = (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{IMAGE_UPLOAD_HINT}</Typography>
      );
      break;
    case 'uploading':
      content = (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
            Adding {status.fileName}…
          </Typography>
        </Stack>
      );
      break;
    case 'refused':
      content = (
        <Typography sx={{ fontSize: 14, color: 'error.main', overflowWrap: 'anywhere' }}>
          Not added: {status.fileName}. {status.reason}
        </Typography>
      );
      break;
    case 'done':
      content = (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {status.previewUrl && (
            <Box
              component="img"
              src={status.previewUrl}
              alt=""
              sx={{ width: 48, height: 32, objectFit: 'cover', borderRadius: 1, flex: 'none' }}
            />
          )}
          <Typography sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
            Added {status.fileName} as {status.path}
          </Typography>
        </Stack>
      );
      break;
  }
  return (
    <Box id={id} role="status" aria-live="polite">
      {content}
    </Box>
  );
}

/** The upload button, its status line and the alt-text dialog. */
export function ImageUploadControl({
  upload,
  onChoose,
}: {
  upload: ImageUpload;
  /** Called as the file picker opens (the editor notes the body's cursor). */
  onChoose?: () => void;
}) {
  const text = copy[upload.kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = upload.status.state === 'uploading';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outline"
        size="sm"
        startIcon={<AddPhotoIcon />}
        disabled={busy}
        aria-describedby={`${id}-status`}
        onClick={() => {
          void loadAltTextDialog();
          onChoose?.();
          inputRef.current?.click();
        }}
      >
        {text.button}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        aria-label={text.input}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.handleFile(file);
        }}
      />
      <StatusLine status={upload.status} id={`${id}-status`} />
      {/* Closed, the dialog drew nothing: a new image gets a fresh one, with an empty field. */}
      {upload.pending && (
        <Suspense fallback={null}>
          <AltTextDialog
            key={`ask-${upload.pending.fileName}`}
            open
            text={text}
            required={upload.kind === 'cover'}
            fileName={upload.pending.fileName}
            onCancel={upload.cancel}
            onConfirm={(alt) => void upload.confirm(alt)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
