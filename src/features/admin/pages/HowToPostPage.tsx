/** How to Post: what every editor field does, how publishing works, and where the data lives. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button, HeadingRow } from '../../../design-system';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { AdminSection } from '../components/AdminSection';
import { postFieldsInOrder } from '../model/postFields';

export default function HowToPostPage() {
  return (
    <>
      <AdminMeta title="How to Post" path={adminPaths.howTo} />
      <HeadingRow
        level={1}
        title="How to Post"
        intro="Everything you need to write, publish and look after posts on the blog."
        actions={<Button to={adminPaths.newPost}>Write a post</Button>}
      />
      <Stack spacing={3}>
        <AdminSection id="howto-steps" title="Publishing a post in five steps" variant="h5">
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            <li>Open New post from the menu and type a title; the slug fills itself in.</li>
            <li>Write the body in Markdown and add a short excerpt.</li>
            <li>Pick a category and tags, and paste a cover image address with its alt text.</li>
            <li>Open the Preview tab to see the post exactly as readers will.</li>
            <li>
              Leave the status on Draft to keep working later, or choose Published, then Save post.
            </li>
          </Box>
        </AdminSection>
        <AdminSection id="howto-fields" title="Every field of the editor" variant="h5">
          <Box
            component="dl"
            sx={{
              m: 0,
              '& dt': { fontWeight: 700, mt: 2 },
              '& dd': { ml: 0, mt: 0.5, color: 'text.secondary' },
            }}
          >
            {postFieldsInOrder.map((field) => (
              <Box key={field.name}>
                <dt>{field.label}</dt>
                <dd>{field.guide}</dd>
              </Box>
            ))}
          </Box>
        </AdminSection>
        <AdminSection
          id="howto-storage"
          title="Where your blog is saved, and how to back it up"
          variant="h5"
        >
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
        </AdminSection>
        <AdminSection id="howto-publish" title="Putting a post on the live site" variant="h5">
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
        </AdminSection>
      </Stack>
    </>
  );
}
