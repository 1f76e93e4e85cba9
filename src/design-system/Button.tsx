/**
 * The branded button of SPEC §9: six variants, four sizes, rendered as a button, page link or
 * external link. It is the plain control of its kind (docs/ARCHITECTURE.md#plain-controls): an
 * element with the plain classes, whose CSS every page and app carries in the theme's baseline,
 * so drawing one needs no style engine and brings no MUI button code to a first screen.
 * visual/plainParity.spec.ts holds every variant, size and state to the MUI button it stands for.
 */
import {
  forwardRef,
  type AriaAttributes,
  type ElementType,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLinkComponent } from './links';
import { classes, plainClass } from './plain/PlainControls';

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
  /** Extra styles (the style engine draws them: only where a class of the caller's will not do). */
  sx?: SxProps<Theme>;
  id?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: AriaAttributes['aria-expanded'];
  'aria-haspopup'?: AriaAttributes['aria-haspopup'];
  'aria-pressed'?: boolean;
  'data-testid'?: string;
};

export type ButtonProps = Common &
  (
    | { to: string; href?: never; onClick?: MouseEventHandler<HTMLButtonElement>; type?: never }
    | { href: string; to?: never; onClick?: MouseEventHandler<HTMLButtonElement>; type?: never }
    | {
        to?: never;
        href?: never;
        onClick?: MouseEventHandler<HTMLButtonElement>;
        type?: 'button' | 'submit' | 'reset';
        /** The id of the form it submits, when it sits outside that form. */
        form?: string;
      }
  );

/** Each variant's plain classes (beside `ds-button`), and as an icon button. */
const variantClass: Record<ButtonVariant, string> = {
  default: plainClass.solid,
  destructive: plainClass.solidError,
  outline: plainClass.outline,
  secondary: plainClass.solidSecondary,
  ghost: plainClass.ghost,
  link: plainClass.link,
};
const iconVariantClass: Record<ButtonVariant, string | undefined> = {
  default: plainClass.iconButtonFilled,
  secondary: plainClass.iconButtonFilled,
  destructive: classes(plainClass.iconButtonFilled, plainClass.iconButtonError),
  outline: plainClass.iconButtonOutline,
  ghost: undefined,
  link: undefined,
};
const sizeClass: Record<Exclude<ButtonSize, 'icon'>, string | undefined> = {
  default: undefined,
  sm: plainClass.small,
  lg: plainClass.large,
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
      fullWidth = false,
      disabled = false,
      className,
      ...rest
    } = props;
    const { component: LinkElement, ...linkAttributes }: { component?: ElementType } = linkProps(
      useLinkComponent(),
      to,
      href,
    );
    const Element: ElementType = LinkElement ?? 'button';
    const onDarkBand =
      onDark && (variant === 'outline' || variant === 'ghost' || variant === 'link');
    const names =
      size === 'icon'
        ? classes(
            plainClass.iconButton,
            iconVariantClass[variant],
            onDarkBand && plainClass.onDark,
            className,
          )
        : classes(
            plainClass.button,
            variantClass[variant],
            sizeClass[size],
            fullWidth && plainClass.fullWidth,
            onDarkBand && plainClass.onDark,
            className,
          );
    // A disabled link cannot be disabled: it is marked so and left out of the Tab order, as MUI's
    // ButtonBase does.
    const state = LinkElement
      ? disabled
        ? { 'aria-disabled': true, tabIndex: -1 }
        : {}
      : { type: type ?? 'button', disabled };
    const content =
      size === 'icon' ? (
        children
      ) : (
        <>
          {startIcon && <span className={plainClass.startIcon}>{startIcon}</span>}
          {children}
          {endIcon && <span className={plainClass.endIcon}>{endIcon}</span>}
        </>
      );
    const own: Record<string, unknown> = { ...linkAttributes, ...state, ...rest, className: names };
    // Only a caller's sx needs the style engine (Box); every other button is the element alone.
    if (sx)
      return (
        <Box component={Element} ref={ref as Ref<HTMLElement>} sx={sx} {...own}>
          {content}
        </Box>
      );
    return (
      <Element ref={ref} {...own}>
        {content}
      </Element>
    );
  },
);
