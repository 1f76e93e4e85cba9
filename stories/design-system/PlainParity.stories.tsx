import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import MuiButton, { type ButtonProps as MuiButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import SearchIcon from '@mui/icons-material/Search';
import { Button, buttonVariants, EmptyState, type ThemeMode } from '../../src/design-system';
import type { ButtonSize, ButtonVariant } from '../../src/design-system/Button';
import {
  classes,
  plainClass,
  PlainIcon,
  type PlainIconName,
} from '../../src/design-system/plain/PlainControls';
import { PlainSelectField, PlainTextField } from '../../src/design-system/plain/PlainTextField';
import NoticeView from '../../src/design-system/notices/NoticeView';
import { PlainNoticeView } from '../../src/design-system/notices/PlainNoticeView';
import type { Notice, NoticeVariant } from '../../src/design-system/notices/noticeStore';

/**
 * Each plain control (src/design-system/plain/) beside the MUI control it stands for, as the site
 * would draw it. visual/plainParity.spec.ts reads `data-parity-pair` (the pair's name and
 * `data-parity-kind`, which parts to compare) and `data-parity-side` (`mui` or `plain`), puts both
 * sides in every state and fails on any difference in their computed styles
 * (docs/ARCHITECTURE.md#plain-controls).
 */
function Pair({
  name,
  kind,
  mui,
  plain,
  width = 320,
}: {
  name: string;
  kind: string;
  mui: ReactNode;
  plain: ReactNode;
  width?: number;
}) {
  // A transform makes each side the containing block of a fixed notice or panel, so the two sides'
  // notices sit in their own cells instead of on top of each other; it changes no computed style.
  const side = {
    width,
    minHeight: { notice: 140, paper: 100 }[kind],
    transform: 'translateZ(0)',
  };
  return (
    <div
      data-parity-pair={name}
      data-parity-kind={kind}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}
    >
      <div data-parity-side="mui" style={side}>
        {mui}
      </div>
      <div data-parity-side="plain" style={side}>
        {plain}
      </div>
    </div>
  );
}

/**
 * The design system's Button as MUI drew it before it became a plain control: each variant's MUI
 * variant and colour, its size, no elevation, the link's underline and the dark band's white. The
 * plain Button is held to this, variant by variant.
 */
const muiVariant: Record<ButtonVariant, Pick<MuiButtonProps, 'variant' | 'color'>> = {
  default: { variant: 'contained', color: 'primary' },
  destructive: { variant: 'contained', color: 'error' },
  outline: { variant: 'outlined', color: 'primary' },
  secondary: { variant: 'contained', color: 'secondary' },
  ghost: { variant: 'text', color: 'primary' },
  link: { variant: 'text', color: 'primary' },
};
const onDarkSx = {
  color: '#ffffff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#ffffff', backgroundColor: 'rgba(255,255,255,0.08)' },
} as const;

function MuiDesignButton({
  variant = 'default',
  size = 'default',
  onDark = false,
  disabled,
  fullWidth,
  startIcon,
  endIcon,
  children,
  'aria-label': label,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  onDark?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
  'aria-label'?: string;
}) {
  const dark =
    onDark && (variant === 'outline' || variant === 'ghost' || variant === 'link') ? onDarkSx : {};
  if (size === 'icon')
    return (
      <IconButton
        color={variant === 'destructive' ? 'error' : 'primary'}
        disabled={disabled}
        aria-label={label}
        sx={[
          variant === 'default' || variant === 'secondary' || variant === 'destructive'
            ? { bgcolor: 'action.selected' }
            : {},
          variant === 'outline' ? { border: 1, borderColor: 'divider' } : {},
          dark,
        ]}
      >
        {children}
      </IconButton>
    );
  return (
    <MuiButton
      {...muiVariant[variant]}
      size={({ default: 'medium', sm: 'small', lg: 'large' } as const)[size]}
      disabled={disabled}
      fullWidth={fullWidth}
      startIcon={startIcon}
      endIcon={endIcon}
      disableElevation
      sx={[
        variant === 'link'
          ? { textDecoration: 'underline', textUnderlineOffset: 3, px: 0.5, minWidth: 0 }
          : {},
        dark,
      ]}
    >
      {children}
    </MuiButton>
  );
}

/** The icons the plain controls draw, by the MUI icon each copies. */
const muiIcons: Record<Exclude<PlainIconName, `${string}Outline${string}` | 'close'>, ReactNode> = {
  arrowDropDown: <ArrowDropDownIcon />,
  download: <DownloadIcon />,
  keyboardArrowDown: <KeyboardArrowDownIcon />,
  menu: <MenuIcon />,
  pause: <PauseIcon />,
  playArrow: <PlayArrowIcon />,
  playCircle: <PlayCircleIcon />,
  search: <SearchIcon />,
};

/** A text field's case in the pairs; both sides are drawn from it. */
interface FieldCase {
  id: string;
  error?: boolean;
  multiline?: boolean;
  /** A growing textarea with a placeholder of its own (NeuroSlice's brain dump). */
  placeholder?: boolean;
  search?: boolean;
}

const PLACEHOLDER = 'e.g. Med spa marketing in Tampa';

/** What both sides of a field pair say: the pair compares looks, so their words are the same. */
const fieldText = ({ error, search }: FieldCase) => ({
  label: search ? 'Search articles' : 'Your name',
  required: !search,
  helperText: error ? 'Please enter your name.' : search ? undefined : 'As on your invoices.',
});

function PlainField(field: FieldCase) {
  const [value, setValue] = useState('');
  return (
    <PlainTextField
      id={field.id}
      {...fieldText(field)}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={field.error}
      multilineRows={field.placeholder ? 3 : field.multiline ? 5 : undefined}
      maxRows={field.placeholder ? 6 : undefined}
      placeholder={field.placeholder ? PLACEHOLDER : undefined}
      startIcon={field.search ? 'search' : undefined}
    />
  );
}

function MuiField(field: FieldCase) {
  return (
    <TextField
      id={field.id}
      {...fieldText(field)}
      fullWidth
      error={field.error}
      multiline={field.multiline || field.placeholder}
      minRows={field.placeholder ? 3 : field.multiline ? 5 : undefined}
      maxRows={field.placeholder ? 6 : undefined}
      placeholder={field.placeholder ? PLACEHOLDER : undefined}
      slotProps={
        field.search
          ? {
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }
          : undefined
      }
    />
  );
}

/** The select pair's options, the first one standing for no choice. */
const topicOptions = ['All topics', 'Local SEO', 'Web design'].map((topic, i) => (
  <option key={topic} value={i === 0 ? '' : topic}>
    {topic}
  </option>
));

function PlainSelect({ id }: { id: string }) {
  const [value, setValue] = useState('');
  return (
    <PlainSelectField
      id={id}
      label="Topic"
      value={value}
      onChange={(e) => setValue(e.target.value)}
    >
      {topicOptions}
    </PlainSelectField>
  );
}

function MuiSelect({ id }: { id: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id={id}
      select
      fullWidth
      label="Topic"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {topicOptions}
    </TextField>
  );
}

const noticeOf = (variant: NoticeVariant, id: number): Notice => ({
  id,
  variant,
  title: 'Message Sent',
  description: 'We will reply within one business day.',
  repeats: 0,
});

/** NoticeView draws in the scheme <html data-theme> names (the tool's): the story's scheme here. */
function DocumentScheme({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  const [before] = useState(() => {
    const previous = document.documentElement.dataset.theme;
    document.documentElement.dataset.theme = mode;
    return previous;
  });
  // The next story in the same page starts from the document as it was.
  useEffect(
    () => () => {
      if (before === undefined) delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = before;
    },
    [before],
  );
  return children;
}

function ParityPairs({ mode }: { mode: ThemeMode }) {
  const sizes = ['default', 'sm', 'lg'] as const;
  return (
    <div style={{ display: 'grid', gap: 24, padding: 16 }}>
      {buttonVariants.flatMap((variant) =>
        sizes.flatMap((size) =>
          [false, true].map((disabled) => (
            <Pair
              key={`${variant}-${size}-${disabled}`}
              name={`button-${variant}-${size}${disabled ? '-disabled' : ''}`}
              kind={disabled ? 'buttonDisabled' : 'button'}
              mui={
                <MuiDesignButton variant={variant} size={size} disabled={disabled}>
                  Get a Proposal
                </MuiDesignButton>
              }
              plain={
                <Button variant={variant} size={size} disabled={disabled}>
                  Get a Proposal
                </Button>
              }
            />
          )),
        ),
      )}
      <div style={{ background: '#0b2545', padding: 16, display: 'grid', gap: 16 }}>
        {(['outline', 'ghost', 'link'] as const).map((variant) => (
          <Pair
            key={variant}
            name={`button-${variant}-on-dark`}
            kind="button"
            mui={
              <MuiDesignButton variant={variant} onDark>
                See the Work
              </MuiDesignButton>
            }
            plain={
              <Button variant={variant} onDark>
                See the Work
              </Button>
            }
          />
        ))}
      </div>
      {buttonVariants.flatMap((variant) =>
        [false, true].map((disabled) => (
          <Pair
            key={`icon-${variant}-${disabled}`}
            name={`icon-button-${variant}${disabled ? '-disabled' : ''}`}
            kind={disabled ? 'iconButtonDisabled' : 'iconButton'}
            mui={
              <MuiDesignButton
                variant={variant}
                size="icon"
                disabled={disabled}
                aria-label="Delete"
              >
                <DeleteIcon />
              </MuiDesignButton>
            }
            plain={
              <Button variant={variant} size="icon" disabled={disabled} aria-label="Delete">
                <DeleteIcon />
              </Button>
            }
          />
        )),
      )}
      <Pair
        name="button-full-width"
        kind="button"
        mui={<MuiDesignButton fullWidth>Send Message</MuiDesignButton>}
        plain={
          <button
            type="button"
            className={classes(plainClass.button, plainClass.solid, plainClass.fullWidth)}
          >
            Send Message
          </button>
        }
      />
      <Pair
        name="button-full-width-design-system"
        kind="button"
        mui={<MuiDesignButton fullWidth>Send Message</MuiDesignButton>}
        plain={<Button fullWidth>Send Message</Button>}
      />
      <Pair
        name="button-start-icon"
        kind="buttonWithIcon"
        mui={
          <MuiDesignButton variant="outline" size="lg" startIcon={<DownloadIcon />}>
            Download the Guide
          </MuiDesignButton>
        }
        plain={
          <button
            type="button"
            className={classes(plainClass.button, plainClass.outline, plainClass.large)}
          >
            <span className={plainClass.startIcon}>
              <PlainIcon name="download" />
            </span>
            Download the Guide
          </button>
        }
      />
      {sizes.map((size) => (
        <Pair
          key={`start-${size}`}
          name={`button-start-icon-${size}`}
          kind="buttonWithIcon"
          mui={
            <MuiDesignButton size={size} startIcon={<AddIcon />}>
              New post
            </MuiDesignButton>
          }
          plain={
            <Button size={size} startIcon={<AddIcon />}>
              New post
            </Button>
          }
        />
      ))}
      {sizes.map((size) => (
        <Pair
          key={`end-${size}`}
          name={`button-end-icon-${size}`}
          kind="buttonWithEndIcon"
          mui={
            <MuiDesignButton
              variant="ghost"
              size={size}
              endIcon={<OpenInNewIcon fontSize="small" />}
            >
              App
            </MuiDesignButton>
          }
          plain={
            <Button variant="ghost" size={size} endIcon={<OpenInNewIcon fontSize="small" />}>
              App
            </Button>
          }
        />
      ))}
      <Pair
        name="icon-button"
        kind="iconButton"
        mui={
          <MuiDesignButton variant="ghost" size="icon" aria-label="Open menu (MUI)">
            <MenuIcon />
          </MuiDesignButton>
        }
        plain={
          <button type="button" className={plainClass.iconButton} aria-label="Open menu (plain)">
            <PlainIcon name="menu" />
          </button>
        }
      />
      {(Object.keys(muiIcons) as (keyof typeof muiIcons)[]).map((name) => (
        <Pair
          key={name}
          name={`icon-${name}`}
          kind="icon"
          width={48}
          mui={muiIcons[name]}
          plain={<PlainIcon name={name} />}
        />
      ))}
      <Pair
        name="field"
        kind="field"
        mui={<MuiField id="parity-mui-field" />}
        plain={<PlainField id="parity-plain-field" />}
      />
      <Pair
        name="field-error"
        kind="field"
        mui={<MuiField id="parity-mui-field-error" error />}
        plain={<PlainField id="parity-plain-field-error" error />}
      />
      <Pair
        name="field-multiline"
        kind="field"
        mui={<MuiField id="parity-mui-field-multiline" multiline />}
        plain={<PlainField id="parity-plain-field-multiline" multiline />}
      />
      <Pair
        name="field-placeholder"
        kind="fieldWithPlaceholder"
        mui={<MuiField id="parity-mui-field-placeholder" placeholder />}
        plain={<PlainField id="parity-plain-field-placeholder" placeholder />}
      />
      <Pair
        name="field-start-icon"
        kind="fieldWithIcon"
        mui={<MuiField id="parity-mui-field-search" search />}
        plain={<PlainField id="parity-plain-field-search" search />}
      />
      <Pair
        name="select"
        kind="select"
        mui={<MuiSelect id="parity-mui-select" />}
        plain={<PlainSelect id="parity-plain-select" />}
      />
      <Pair
        name="paper"
        kind="paper"
        mui={<Paper elevation={8}>Cookie choice</Paper>}
        plain={<div className={plainClass.floatingPanel}>Cookie choice</div>}
      />
      <Pair
        name="empty-state"
        kind="emptyState"
        mui={<EmptyState title="No articles match" description="Try another topic." />}
        plain={
          <div className={plainClass.emptyState} role="status">
            <p className={plainClass.emptyStateTitle}>No articles match</p>
            <p className={plainClass.emptyStateText}>Try another topic.</p>
          </div>
        }
      />
      <DocumentScheme mode={mode}>
        {(['info', 'success', 'destructive'] as const).map((variant, i) => (
          <Pair
            key={variant}
            name={`notice-${variant}`}
            kind="notice"
            width={480}
            mui={<NoticeView notice={noticeOf(variant, 9000 + i)} />}
            plain={<PlainNoticeView notice={noticeOf(variant, 9100 + i)} />}
          />
        ))}
      </DocumentScheme>
    </div>
  );
}

const meta = {
  title: 'Design system/Plain parity',
  parameters: {
    layout: 'fullscreen',
    // The story draws its own notices, one per side; the page's host would add nothing to check.
    noticeHost: false,
    docs: {
      description: {
        component: `Every plain control (\`src/design-system/plain/\`, drawn without MUI's JS on the public pages) beside the MUI control it stands for. A test in Chromium (\`visual/plainParity.spec.ts\`) compares their computed styles in every state, in both schemes, at 1280 and 390 px wide, and fails on any difference.`,
      },
    },
  },
  render: (_args, { globals }) => (
    <ParityPairs mode={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const pairs = canvasElement.querySelectorAll('[data-parity-pair]');
  await expect(pairs.length).toBeGreaterThan(20);
  await expect(within(canvasElement).getAllByRole('button', { name: 'Close notice' })).toHaveLength(
    6,
  );
};

export const Light: Story = { play };

export const Dark: Story = { globals: { theme: 'dark' }, play };
