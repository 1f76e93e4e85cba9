/**
 * Publishing (docs/PRODUCT.md#publishing-from-anywhere): connect the site's GitHub repository once
 * per browser, so Publish, Schedule and Unpublish commit to it from any origin, the live site
 * included. The token is checked at once; each failure says what to fix.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, HeadingRow } from '../../../design-system';
import { adminPaths } from '../../../lib/appPaths';
import { AdminMeta } from '../components/AdminMeta';
import { AdminSection } from '../components/AdminSection';
import {
  githubDefaults,
  isBranchName,
  isRepoName,
  readGitHubConnection,
} from '../publishing/githubConnection';
import { connect, disconnect, usePublishingStatus } from '../publishing/publishingSession';

const TOKEN_HELP_URL = 'https://github.com/settings/personal-access-tokens/new';

interface FieldErrors {
  repo?: string;
  branch?: string;
  token?: string;
}

function fieldErrors(repo: string, branch: string, token: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRepoName(repo.trim()))
    errors.repo = 'Enter the repository as owner/name, for example bayshore/site.';
  if (!isBranchName(branch.trim())) errors.branch = 'Enter a branch name, for example main.';
  if (token.trim() === '') errors.token = 'Paste the token you made on GitHub.';
  else if (/\s/.test(token.trim())) errors.token = 'A token has no spaces: copy it again.';
  return errors;
}

export default function PublishingPage() {
  const status = usePublishingStatus();
  const saved = status.state === 'off' ? readGitHubConnection() : status.connection;
  const [repo, setRepo] = useState(saved?.repo ?? githubDefaults.repo);
  const [branch, setBranch] = useState(saved?.branch ?? githubDefaults.branch);
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(saved?.remember ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const connecting = status.state === 'connecting';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(repo, branch, token);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await connect({ repo: repo.trim(), branch: branch.trim(), token: token.trim(), remember }))
      setToken('');
  };

  return (
    <>
      <AdminMeta title="Publishing" path={adminPaths.publishing} />
      <HeadingRow
        level={1}
        title="Publishing"
        intro="Connect the site's GitHub repository once in this browser: Publish, Schedule and Unpublish then commit to it from anywhere, this live site included, and the host rebuilds the site."
      />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Box role="status" aria-live="polite">
          {status.state === 'connected' && (
            <Alert severity="success">
              Connected to {status.connection.repo} ({status.connection.branch})
            </Alert>
          )}
          {status.state === 'connecting' && (
            <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
              Connecting to {status.connection.repo}…
            </Alert>
          )}
          {status.state === 'off' && (
            <Alert severity="info">
              Not connected: publishing downloads a bundle to commit by hand
              {import.meta.env.DEV ? ' (or writes content/blog/ under npm start)' : ''}.
            </Alert>
          )}
        </Box>
        {status.state === 'failed' && (
          <Alert severity="error" role="alert">
            {status.error.message}
          </Alert>
        )}
        {status.state === 'connected' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flexGrow: 1 }}>
              The token is kept{' '}
              {status.connection.remember ? 'on this device' : 'until this tab is closed'} and sent
              only to GitHub.
            </Typography>
            <Button variant="outline" onClick={disconnect}>
              Disconnect
            </Button>
          </Stack>
        ) : (
          <Box component="form" noValidate onSubmit={submit} aria-label="Connect a repository">
            <Stack spacing={2.5}>
              <TextField
                label="Repository"
                value={repo}
                onChange={(event) => setRepo(event.target.value)}
                error={Boolean(errors.repo)}
                helperText={errors.repo ?? 'owner/name, as in github.com/owner/name'}
                autoComplete="off"
                spellCheck={false}
                required
              />
              <TextField
                label="Branch"
                value={branch}
                onChange={(event) => setBranch(event.target.value)}
                error={Boolean(errors.branch)}
                helperText={errors.branch ?? 'The branch the site is built from'}
                autoComplete="off"
                spellCheck={false}
                required
              />
              <TextField
                label="GitHub token"
                type="password"
                value={token}
                onChange={(event) => setToken(event.target.value)}
                error={Boolean(errors.token)}
                helperText={errors.token ?? 'A fine-grained personal access token (see below)'}
                autoComplete="off"
                required
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={remember}
                    onChange={(event) => setRemember(event.target.checked)}
                  />
                }
                label="Remember on this device"
              />
              <Box>
                <Button type="submit" disabled={connecting}>
                  {connecting ? 'Connecting…' : 'Connect'}
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
        <AdminSection id="publishing-token" title="Making a token" variant="h5">
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            <li>
              On GitHub, open{' '}
              <Link href={TOKEN_HELP_URL} target="_blank" rel="noopener noreferrer">
                Settings → Developer settings → Fine-grained tokens (opens in a new tab)
              </Link>
              .
            </li>
            <li>Under Repository access, choose Only select repositories and pick the site's.</li>
            <li>Under Permissions, set Contents to Read and write. Nothing else is needed.</li>
            <li>Generate the token, copy it, and paste it above.</li>
          </Box>
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>
            Without “Remember on this device” the token is forgotten when this tab closes. It is
            sent only to GitHub, never in a backup or an export. Disconnect forgets it at once.
          </Typography>
        </AdminSection>
      </Stack>
    </>
  );
}
