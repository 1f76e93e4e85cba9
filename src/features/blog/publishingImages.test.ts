import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createContentApi, createPublishBundle } from './publishing';
import { toPublishedPost } from './model/contentConversion';
import { sampleBlogState, samplePosts } from './testing/sampleBlog';

const cover = '/blog/images/cover-0123456789ab.jpg';
const inBody = '/blog/images/chart-0123456789ab.png';
const post = {
  ...samplePosts[0],
  cover_image: cover,
  body: `Intro\n\n![Chart](${inBody})\n\n![Again](${inBody})`,
};
const bytes = { [cover]: [0xff, 0xd8, 0xff, 1], [inBody]: [0x89, 0x50, 0x4e, 0x47] };
const held = async (path: string) =>
  path in bytes ? new Blob([new Uint8Array(bytes[path as keyof typeof bytes])]) : undefined;

describe('publishing a post with uploaded images', () => {
  it('sends each image once, before the post', async () => {
    const calls: string[] = [];
    const content = { posts: [], categories: [], tags: [], authors: [] };
    const api = createContentApi(
      async (input, init) => {
        calls.push(`${init?.method} ${String(input)}`);
        return new Response(JSON.stringify({ content }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      true,
      held,
    );
    await api.publish(post, sampleBlogState);
    expect(calls).toEqual([
      'PUT /__content/blog/images/cover-0123456789ab.jpg',
      'PUT /__content/blog/images/chart-0123456789ab.png',
      `PUT /__content/blog/posts/${post.slug}`,
    ]);
  });

  it('stops with the server’s reason when an image is refused', async () => {
    const api = createContentApi(
      async () =>
        new Response(
          JSON.stringify({ error: 'That file is not a JPEG, PNG, WebP, AVIF or GIF image.' }),
          {
            status: 415,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      true,
      held,
    );
    await expect(api.publish(post, sampleBlogState)).rejects.toThrow('not a JPEG');
  });

  it('puts the images the posts use into the bundle under content/blog/images/', async () => {
    const bundle = await createPublishBundle(
      {
        posts: [toPublishedPost(post, sampleBlogState)],
        categories: [],
        tags: [],
        authors: [],
      },
      held,
    );
    const zip = await JSZip.loadAsync(await bundle.arrayBuffer());
    const jpeg = await zip.file('content/blog/images/cover-0123456789ab.jpg')?.async('uint8array');
    expect(jpeg && [...jpeg]).toEqual(bytes[cover]);
    expect(zip.file('content/blog/images/chart-0123456789ab.png')).not.toBeNull();
    expect(zip.file(`content/blog/posts/${post.slug}.md`)).not.toBeNull();
  });
});
