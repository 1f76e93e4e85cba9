/**
 * A button for a feature that is not there yet (SPEC): it only announces "Feature Coming Soon!".
 * On a document it is a small plain island (props: what is coming, how the button looks), drawn
 * with the plain controls, so the page around it never hydrates and loads no style engine; a click
 * made before it is live is kept and replayed once it is.
 */
import { island } from '../../../design-system/island/island';
import { classes, plainClass, PlainIcon } from '../../../design-system/plain/PlainControls';
import { announceComingSoon } from './comingSoon';

/** The design system's Button variants these buttons use. */
const variantClass = {
  default: plainClass.solid,
  secondary: plainClass.solidSecondary,
  outline: plainClass.outline,
} as const;

interface ComingSoonButtonProps {
  /** What is coming ("Playbook downloads"): the notice names it. */
  feature: string;
  label: string;
  variant?: keyof typeof variantClass;
  size?: 'default' | 'lg';
  download?: boolean;
  'aria-label'?: string;
}

function ComingSoonButton({
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
      onClick={() => announceComingSoon(feature, ariaLabel ?? label)}
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

export default island(ComingSoonButton);
