// The editor's image upload controls (docs/PRODUCT.md#images-in-posts): the cover's "Upload cover image" and the body's
// "Insert image", each empty, uploading, refused and done, light and dark; and the alt-text dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import { expect, waitFor, within } from 'storybook/test';
import {
  IMAGE_UPLOAD_HINT,
  ImageUploadControl,
  type ImageUpload,
  type ImageUploadKind,
  type ImageUploadStatus,
} from '../../src/features/admin/components/ImageUpload';
import { imageText } from '../../src/features/blog/model/images';
import { inEditorPartFrame } from './EditorPartFrame';

// A 96x64 PNG drawn for the story (a harbour at dusk): the done state's thumbnail, as an object URL
// like the real one, so the story asks no server for it.
const THUMBNAIL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAMAAADS6oI8AAAAaVBMVEUObp4Qb5+rxLfd4b4UcZ+pw7YTcZ/yozr/88T07cLa377Z3r7f4r9emqre4b9bmapZl6pgm6tfm6tdmqtcmav17sOPtrKSt7ORtrNal6ng4r/c4L/b37/y7MKQtrIRcJ6ow7aPtbOsxbdbrMDtAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAxElEQVR4nO2UuQ7CMBAFNyfrnOROuOH/P5KCCCV2sc1zAdopXcxIbyUTKYqi/ANxE2bDkIVt7MffF7xS1R7094k3zAE8MG39zCPa3+/9zAvWH1d24IS9dGP7mUto4OUGEmjg7AYyaMC4AeM7cIUGLm4ghwZCN/CABlo30EEDaWT7C/CXWtuBI9ZPNO/9T7SfgtvWP+K/a6Lle4cIvs+HtExyY/KkS9cHRVEcDp4hDUjoRCI6kYhOJKITiehEIjqRyO9P9Aa/G0toxqS4hQAAAABJRU5ErkJggg==';
const thumbnail = URL.createObjectURL(
  new Blob([Uint8Array.from(atob(THUMBNAIL_PNG), (c) => c.charCodeAt(0))], { type: 'image/png' }),
);

const statuses = {
  empty: () => ({ state: 'empty' }),
  uploading: (kind) => ({
    state: 'uploading',
    fileName: kind === 'cover' ? 'harbour-at-dusk.jpg' : 'calls-per-week.png',
  }),
  refused: (kind) =>
    kind === 'cover'
      ? { state: 'refused', fileName: 'logo.svg', reason: imageText.svg }
      : { state: 'refused', fileName: 'notes.jpg', reason: imageText.unknown },
  done: (kind) => ({
    state: 'done',
    fileName: kind === 'cover' ? 'harbour-at-dusk.jpg' : 'calls-per-week.png',
    path:
      kind === 'cover'
        ? '/blog/images/harbour-at-dusk-3f2a9c41d07e.jpg'
        : '/blog/images/calls-per-week-8b1e07c2f9a4.png',
    previewUrl: thumbnail,
  }),
} satisfies Record<string, (kind: ImageUploadKind) => ImageUploadStatus>;

type State = keyof typeof statuses;

/** An upload as the editor's hook gives it, held in one state. */
function uploadIn(kind: ImageUploadKind, state: State, asking = false): ImageUpload {
  return {
    kind,
    status: statuses[state](kind),
    handleFile: async () => undefined,
    pending: asking
      ? { fileName: 'harbour-at-dusk.jpg', bytes: new Uint8Array(), format: 'jpeg' }
      : null,
    cancel: () => undefined,
    confirm: async () => undefined,
  };
}

function UploadControls({ state, asking = false }: { state: State; asking?: boolean }) {
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <ImageUploadControl upload={uploadIn('cover', state, asking)} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <ImageUploadControl upload={uploadIn('body', state)} />
      </Paper>
    </>
  );
}

const meta = {
  title: 'Admin/Image upload',
  component: UploadControls,
  decorators: [inEditorPartFrame],
  args: { state: 'empty' },
} satisfies Meta<typeof UploadControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Upload cover image' })).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Insert image' })).toBeInTheDocument();
  return canvas;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await buttons(canvasElement);
    await expect(canvas.getAllByText(IMAGE_UPLOAD_HINT)).toHaveLength(2);
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Uploading: Story = {
  args: { state: 'uploading' },
  play: async ({ canvasElement }) => {
    const canvas = await buttons(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload cover image' })).toBeDisabled();
    await expect(canvas.getByText('Adding harbour-at-dusk.jpg…')).toBeInTheDocument();
  },
};
export const UploadingDark: Story = { ...Uploading, globals: { theme: 'dark' } };

export const Refused: Story = {
  args: { state: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = await buttons(canvasElement);
    await expect(canvas.getByText(/^Not added: logo\.svg\./)).toHaveTextContent(imageText.svg);
    await expect(canvas.getByText(/^Not added: notes\.jpg\./)).toBeInTheDocument();
  },
};
export const RefusedDark: Story = { ...Refused, globals: { theme: 'dark' } };

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = await buttons(canvasElement);
    await expect(
      canvas.getByText(
        'Added harbour-at-dusk.jpg as /blog/images/harbour-at-dusk-3f2a9c41d07e.jpg',
      ),
    ).toBeInTheDocument();
    // Wait for both thumbnails to be drawn before the screenshot.
    for (const image of canvasElement.querySelectorAll('img'))
      await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};
export const DoneDark: Story = { ...Done, globals: { theme: 'dark' } };

export const AskingAltText: Story = {
  args: { state: 'uploading', asking: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Describe the cover image',
    });
    await expect(within(dialog).getByRole('textbox', { name: 'Alt text' })).toBeRequired();
    await expect(within(dialog).getByRole('button', { name: 'Add image' })).toBeInTheDocument();
  },
};
