/** The branded button of SPEC §9: six variants, four sizes, rendered as a button, page link or external link. */
import { forwardRef, type ElementType, type ReactNode } from 'react';
import MuiButton, { type ButtonProps as MuiButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useLinkComponent } from './links';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

export const buttonVariants: readonly ButtonVariant[] = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
];
export const buttonSizes: readonly ButtonSize[] = ['default', 'sm', 'lg', 'icon'];

type Common = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
  /** Required for size="icon": an icon alone says nothing to a screen reader. */
  'aria-label'?: string;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  /** On a dark band (hero, call-to-action): outline, ghost and link buttons turn white. */
  onDark?: boolean;
  className?: string;
  sx?: MuiButtonProps['sx'];
  id?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean | 'true' | 'false';
  'aria-haspopup'?: MuiButtonProps['aria-haspopup'];
  'aria-pressed'?: boolean;
  'data-testid'?: string;
};

export type ButtonProps = Common &
  (
    | { to: string; href?: never; onClick?: MuiButtonProps['onClick']; type?: never }
    | { href: string; to?: never; onClick?: MuiButtonProps['onClick']; type?: never }
    | {
        to?: never;
        href?: never;
        onClick?: MuiButtonProps['onClick'];
        type?: 'button' | 'submit' | 'reset';
        /** The id of the form it submits, when it sits outside that form. */
        form?: string;
      }
  );

const muiVariant: Record<ButtonVariant, Pick<MuiButtonProps, 'variant' | 'color'>> = {
  default: { variant: 'contained', color: 'primary' },
  destructive: { variant: 'contained', color: 'error' },
  outline: { variant: 'outlined', color: 'primary' },
  secondary: { variant: 'contained', color: 'secondary' },
  ghost: { variant: 'text', color: 'primary' },
  link: { variant: 'text', color: 'primary' },
};

const muiSize: Record<Exclude<ButtonSize, 'icon'>, MuiButtonProps['size']> = {
  default: 'medium',
  sm: 'small',
  lg: 'large',
};

/**
 * A telephone number stays on one line. Inline, not in a class: that is what html-validate's
 * tel-non-breaking rule (and a reader of the page source) can see, and the digits stay plain
 * ASCII for whoever copies them into a dialer.
 */
export const phoneNumberStyle = { whiteSpace: 'nowrap' } as const;

function linkProps(Link: ElementType, to?: string, href?: string) {
  // A page of this site: a plain link on documents, the router's link inside an app.
  if (to !== undefined) return { component: Link, href: to } as const;
  // Web addresses open in a new tab; tel: and mailto: hand over to the phone or mail app in place.
  if (href !== undefined && /^https?:/i.test(href))
    return { component: 'a', href, target: '_blank', rel: 'noopener noreferrer' } as const;
  if (href !== undefined && /^tel:/i.test(href))
    return { component: 'a', href, style: phoneNumberStyle } as const;
  if (href !== undefined) return { component: 'a', href } as const;
  return {};
}

const onDarkSx = {
  color: '#ffffff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#ffffff', backgroundColor: 'rgba(255,255,255,0.08)' },
} as const;

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(props, ref) {
    const {
      variant = 'default',
      size = 'default',
      children,
      to,
      href,
      startIcon,
      endIcon,
      sx,
      type,
      onDark = false,
      ...rest
    } = props;
    const darkSx =
      onDark && (variant === 'outline' || variant === 'ghost' || variant === 'link')
        ? onDarkSx
        : {};
    const asLink = linkProps(useLinkComponent(), to, href);
    // Last in either kind of button: the look on a dark band, then the caller's own sx.
    const ownSx = [darkSx, ...(Array.isArray(sx) ? sx : [sx])];
    const buttonType = asLink.component ? undefined : (type ?? 'button');
    if (size === 'icon') {
      return (
        <IconButton
          ref={ref as never}
          color={variant === 'destructive' ? 'error' : 'primary'}
          sx={[
            variant === 'default' || variant === 'secondary' || variant === 'destructive'
              ? { bgcolor: 'action.selected' }
              : {},
            variant === 'outline' ? { border: 1, borderColor: 'divider' } : {},
            ...ownSx,
          ]}
          type={buttonType}
          {...asLink}
          {...rest}
        >
          {children}
        </IconButton>
      );
    }
    return (
      <MuiButton
        ref={ref as never}
        {...muiVariant[variant]}
        size={muiSize[size]}
        startIcon={startIcon}
        endIcon={endIcon}
        disableElevation
        sx={[
          variant === 'link'
            ? { textDecoration: 'underline', textUnderlineOffset: 3, px: 0.5, minWidth: 0 }
            : {},
          ...ownSx,
        ]}
        type={buttonType}
        {...asLink}
        {...rest}
      >
        {children}
      </MuiButton>
    );
  },
);
