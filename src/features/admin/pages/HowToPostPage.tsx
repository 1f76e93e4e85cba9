/** How to Post: what every editor field does, how publishing works, and where the data lives. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '../../../design-system';
import { adminPaths } from '../adminPaths';
import { AdminMeta } from '../components/AdminMeta';
import { AdminPageHeader } from '../components/AdminPageHeader';
import {
  EXCERPT_SUGGESTED_LENGTH,
  SEO_DESCRIPTION_SUGGESTED_LENGTH,
  SEO_TITLE_SUGGESTED_LENGTH,
} from '../model/postForm';

const fields: readonly { name: string; help: string }[] = [
  {
    name: 'Title',
    help: 'Required. The headline on the post page, on blog cards and in search results.',
  },
  {
    name: 'Slug',
    help: 'Required and unique. The end of the post address, /blog/your-slug. It is made from the title as you type (lower-case, spaces become hyphens, punctuation is dropped) until you edit it yourself. Two posts cannot share a slug: saving is refused and your text is kept so you can change it.',
  },
  {
    name: 'Body',
    help: 'The post itself, in Markdown. Use ## for a section heading, **bold**, _italic_, - for list items, [text](https://address) for links and ![description](https://address) for images. A single line break is kept as a line break; leave an empty line between paragraphs. HTML and scripts are cleaned out, and links may only point to http(s) or mailto addresses or to pages of this site.',
  },
  {
    name: 'Excerpt',
    help: `One or two sentences shown on blog cards. Aim for about ${EXCERPT_SUGGESTED_LENGTH} characters; the counter shows where you are.`,
  },
  {
    name: 'Cover image URL',
    help: 'The full http(s) address of the picture at the top of the post and on its card. Other kinds of address are refused. When empty, or if the picture cannot load, the Bayshore artwork is shown.',
  },
  {
    name: 'Alt text',
    help: 'A short description of the cover image for people using screen readers. When empty, the title is used.',
  },
  {
    name: 'Category',
    help: 'One per post. Readers can open every published post of a category at /category/its-slug.',
  },
  {
    name: 'Tags',
    help: 'Tick as many as fit. Each tag has a page at /tag/its-slug, and posts that share a tag or a category are shown as related posts.',
  },
  {
    name: 'Canonical URL',
    help: 'Only for a post that was first published on another site: the full http(s) address of that original. Search engines then credit the original. Leave empty otherwise.',
  },
  {
    name: 'Status',
    help: 'Draft (the default) keeps the post in this admin only. Published puts it on the blog, its category, tag and author pages.',
  },
  {
    name: 'Publish date',
    help: 'The date readers see and the order of the blog, newest first. Set a future date to schedule a post; a published post with a future date is still listed.',
  },
  {
    name: 'Author',
    help: 'Shown on the post with a link to the author page listing their published posts.',
  },
  {
    name: 'SEO meta title and description',
    help: `What search results show. Aim for about ${SEO_TITLE_SUGGESTED_LENGTH} characters for the title and ${SEO_DESCRIPTION_SUGGESTED_LENGTH} for the description. When empty, the title and the excerpt are used.`,
  },
];

export default function HowToPostPage() {
  return (
    <>
      <AdminMeta title="How to Post" path={adminPaths.howTo} />
      <AdminPageHeader
        title="How to Post"
        intro="Everything you need to write, publish and look after posts on the blog."
        actions={<Button to={adminPaths.newPost}>Write a post</Button>}
      />
      <Stack spacing={3}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="howto-steps"
          sx={{ p: 3, borderRadius: 3 }}
        >
          <Typography variant="h5" component="h2" id="howto-steps" sx={{ mb: 1.5 }}>
            Publishing a post in five steps
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            <li>Open New post from the menu and type a title; the slug fills itself in.</li>
            <li>Write the body in Markdown and add a short excerpt.</li>
            <li>Pick a category and tags, and paste a cover image address with its alt text.</li>
            <li>Open the Preview tab to see the post exactly as readers will.</li>
            <li>
              Leave the status on Draft to keep working later, or choose Published, then Save post.
            </li>
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="howto-fields"
          sx={{ p: 3, borderRadius: 3 }}
        >
          <Typography variant="h5" component="h2" id="howto-fields" sx={{ mb: 1.5 }}>
            Every field of the editor
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              '& dt': { fontWeight: 700, mt: 2 },
              '& dd': { ml: 0, mt: 0.5, color: 'text.secondary' },
            }}
          >
            {fields.map((field) => (
              <Box key={field.name}>
                <dt>{field.name}</dt>
                <dd>{field.help}</dd>
              </Box>
            ))}
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="howto-storage"
          sx={{ p: 3, borderRadius: 3 }}
        >
          <Typography variant="h5" component="h2" id="howto-storage" sx={{ mb: 1.5 }}>
            Where your blog is saved, and how to back it up
          </Typography>
          <Stack spacing={1.5} sx={{ color: 'text.secondary' }}>
            <Typography>
              Posts, categories and tags are saved locally in this browser, on this device, every
              time you make a change. They are not sent to a server, so another browser or computer
              will not see them, and clearing this site&apos;s data in the browser erases them.
            </Typography>
            <Typography>
              Use Download backup on the dashboard to save the whole blog as a JSON file. Import
              backup reads such a file back: it is checked first, a file that is not a valid backup
              is refused without changing anything, and you are asked to confirm before it replaces
              what is here.
            </Typography>
            <Typography>
              You can keep the admin open in two tabs: a post saved in one appears in the other, and
              neither overwrites the other&apos;s newer changes. If the browser refuses to save (for
              example because its storage is full), a notice tells you; your work stays in the open
              tab and saving is tried again on your next change.
            </Typography>
          </Stack>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="howto-publish"
          sx={{ p: 3, borderRadius: 3 }}
        >
          <Typography variant="h5" component="h2" id="howto-publish" sx={{ mb: 1.5 }}>
            Putting a post on the live site
          </Typography>
          <Stack spacing={1.5} sx={{ color: 'text.secondary' }}>
            <Typography>
              Every visitor sees the posts in the repository&apos;s content/blog/ folder: one
              Markdown file per post (content/blog/posts/your-slug.md) plus categories.yml, tags.yml
              and authors.yml. A published post goes live with the next build of the site, on any
              static host. The posts table and the editor mark each post Local only, Published or
              Changed since publish.
            </Typography>
            <Typography>
              Way 1, on your computer with npm start: open the post and choose Publish (in the
              editor or in the posts table). The dev server writes the post&apos;s file and the
              taxonomy files into content/blog/; Unpublish removes the file again. Commit the folder
              and push to deploy.
            </Typography>
            <Typography>
              Way 2, on the deployed site: there is no server to write to, so the editor offers
              Download publish bundle instead. It saves a zip of the whole content/blog/ folder with
              this post in it; unzip it at the top of the repository, commit and push, and the next
              build publishes it.
            </Typography>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
