/**
 * Buttons for features that are not there yet (SPEC): each only announces "Feature Coming Soon!".
 * On a document each is a small island (props: what is coming, how the button looks), so the page
 * around it never hydrates; a click made before it is live is kept and replayed once it is.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, island, notify, type ButtonVariant } from '../../../design-system';
import { featureComingSoon } from '../content/notices';
import { StretchedButton } from './StretchedButton';

export interface ComingSoonButtonProps {
  /** What is coming ("Playbook downloads"): the notice names it. */
  feature: string;
  label: string;
  variant?: ButtonVariant;
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
    <Button
      variant={variant}
      size={size}
      startIcon={download ? <DownloadIcon /> : undefined}
      onClick={() => notify(featureComingSoon(feature))}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}

/** A card's title as its one button (StretchedButton), announcing the feature. */
export function ComingSoonTitle({ feature, title }: { feature: string; title: string }) {
  return (
    <StretchedButton onClick={() => notify(featureComingSoon(feature))}>{title}</StretchedButton>
  );
}

export const ComingSoonButtonIsland = island('comingSoonButton', ComingSoonButton);
export const ComingSoonTitleIsland = island('comingSoonTitle', ComingSoonTitle);
