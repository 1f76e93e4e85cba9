/**
 * Buttons for features that are not there yet (SPEC): each only announces "Feature Coming Soon!".
 * On a document each is a small plain island (props: what is coming, how the button looks), drawn
 * with the plain controls, so the page around it never hydrates and loads no style engine; a click
 * made before it is live is kept and replayed once it is.
 */
import { island } from '../../../design-system/island/island';
import { notify } from '../../../design-system/notices/noticeStore';
import { classes, plainClass, PlainIcon } from '../../../design-system/plain/PlainControls';
import { featureComingSoon } from '../content/notices';
import { measure } from '../../../lib/consent/measurement';

/** The notice, and with consent a `Coming soon` event: which promised items people want. */
function announce(feature: string, item: string) {
  notify(featureComingSoon(feature));
  measure({ name: 'Coming soon', props: { item } });
}

/** The design system's Button variants these buttons use. */
const variantClass = {
  default: plainClass.solid,
  secondary: plainClass.solidSecondary,
  outline: plainClass.outline,
} as const;

export interface ComingSoonButtonProps {
  /** What is coming ("Playbook downloads"): the notice names it. */
  feature: string;
  label: string;
  variant?: keyof typeof variantClass;
  size?: 'default' | 'lg';
  download?: boolean;
  'aria-label'?: string;
}

export function ComingSoonButton({
  feature,
  label,
  variant = 'outline',
  size = 'default',
  download = false,
  'aria-label': ariaLabel,
}: ComingSoonButtonProps) {
  return (
    <button
      type="button"
      className={classes(
        plainClass.button,
        variantClass[variant],
        size === 'lg' && plainClass.large,
      )}
      onClick={() => announce(feature, ariaLabel ?? label)}
      aria-label={ariaLabel}
    >
      {download && (
        <span className={plainClass.startIcon}>
          <PlainIcon name="download" />
        </span>
      )}
      {label}
    </button>
  );
}

/** A card's title as its one button, stretched over the card, announcing the feature. */
export function ComingSoonTitle({ feature, title }: { feature: string; title: string }) {
  return (
    <button type="button" className={plainClass.stretched} onClick={() => announce(feature, title)}>
      {title}
    </button>
  );
}

export const ComingSoonButtonIsland = island('comingSoonButton', ComingSoonButton);
export const ComingSoonTitleIsland = island('comingSoonTitle', ComingSoonTitle);
