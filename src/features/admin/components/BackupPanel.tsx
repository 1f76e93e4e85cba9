/**
 * Download the whole blog as JSON, or import a backup: the file is validated first (a bad file is
 * refused and nothing changes) and replacing the blog needs a confirmation.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Button, loadConfirmDialog, notify } from '../../../design-system';
import {
  backupFileName,
  backupImported,
  createBackup,
  decodeBackupImages,
  imagePathsOf,
  loadImageStore,
  parseBackup,
  selectBlog,
  useBlogDispatch,
  useBlogSelector,
  type BlogData,
  type RestoredImage,
} from '../../blog';
import { adminText } from '../adminText';
import { outlinedCard } from './outlinedCard';

// Asked only before an import replaces the blog: the dashboard's first screen loads no dialog.
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

interface PendingImport {
  fileName: string;
  data: BlogData;
  images: RestoredImage[];
}

/** The uploaded images the posts use that this browser holds, for the backup. */
async function imagesForBackup(data: BlogData): Promise<{ path: string; bytes: Uint8Array }[]> {
  const paths = [...new Set(data.posts.flatMap(imagePathsOf))];
  if (paths.length === 0) return [];
  const { getImage } = await loadImageStore();
  const images: { path: string; bytes: Uint8Array }[] = [];
  for (const path of paths) {
    const blob = await getImage(path);
    if (blob) images.push({ path, bytes: new Uint8Array(await blob.arrayBuffer()) });
  }
  return images;
}

function downloadJson(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BackupPanel() {
  const blog = useBlogSelector(selectBlog);
  const dispatch = useBlogDispatch();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [asked, setAsked] = useState(false);

  const onDownload = async () => {
    const fileName = backupFileName();
    let images: { path: string; bytes: Uint8Array }[] = [];
    try {
      images = await imagesForBackup(blog);
    } catch {
      notify({ ...adminText.backupImagesUnreadable, variant: 'destructive' });
    }
    downloadJson(fileName, JSON.stringify(createBackup(blog, new Date(), images), null, 2));
    notify({ ...adminText.backupDownloaded(fileName), variant: 'success' });
  };

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    let content: string;
    try {
      content = await file.text();
    } catch {
      notify({ ...adminText.importReadFailed, variant: 'destructive' });
      return;
    }
    const result = parseBackup(content);
    if (!result.ok) {
      notify({ ...adminText.importFailed(result.reason), variant: 'destructive' });
      return;
    }
    const images = await decodeBackupImages(result.images);
    if (!images.ok) {
      notify({ ...adminText.importFailed(images.reason), variant: 'destructive' });
      return;
    }
    setPending({ fileName: file.name, data: result.data, images: images.images });
    setAsked(true);
  };

  const confirmImport = async () => {
    if (!pending) return;
    if (pending.images.length) {
      try {
        const { putImage } = await loadImageStore();
        for (const image of pending.images) await putImage(image.path, image.blob);
      } catch {
        notify({ ...adminText.importImagesFailed, variant: 'destructive' });
        setPending(null);
        return;
      }
    }
    dispatch(backupImported(pending.data));
    notify({ ...adminText.backupImported(pending.data.posts.length), variant: 'success' });
    setPending(null);
  };

  return (
    <Box component="section" aria-labelledby={`${inputId}-heading`} sx={[outlinedCard, { p: 3 }]}>
      <Typography variant="h6" component="h2" id={`${inputId}-heading`}>
        Backup
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Your blog lives only in this browser. Download a JSON backup to keep a copy, or import one
        to restore it here or in another browser.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 2 }}>
        <Button variant="outline" startIcon={<DownloadIcon />} onClick={() => void onDownload()}>
          Download backup
        </Button>
        <Button
          variant="outline"
          startIcon={<UploadIcon />}
          onClick={() => inputRef.current?.click()}
        >
          Import backup
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="application/json,.json"
          aria-label="Backup file to import"
          hidden
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </Box>
      {/* Mounted from the first ask on, so it still fades out when closed. */}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            title="Replace your blog?"
            message={
              pending
                ? `Importing ${pending.fileName} replaces every post, category and tag in this browser with the backup's ${pending.data.posts.length} ${pending.data.posts.length === 1 ? 'post' : 'posts'}, ${pending.data.categories.length} categories and ${pending.data.tags.length} tags${pending.images.length ? ` (and adds its ${pending.images.length} ${pending.images.length === 1 ? 'image' : 'images'})` : ''}. This cannot be undone.`
                : ''
            }
            confirmLabel="Replace blog"
            onConfirm={() => void confirmImport()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
