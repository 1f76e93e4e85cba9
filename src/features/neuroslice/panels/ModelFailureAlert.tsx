/**
 * Why the connected language model could not write the plan, with the way out (docs/PRODUCT.md#a-real-language-model).
 * A module of its own, loaded on first use (`components/toolParts.ts`): MUI's Alert is not part of
 * the Create tab's first screen.
 */
import Alert from '@mui/material/Alert';
import { Button } from '../../../design-system';

export interface ModelFailureAlertProps {
  failure: string;
  busy: boolean;
  onGenerateOffline?: () => void;
}

export default function ModelFailureAlert({
  failure,
  busy,
  onGenerateOffline,
}: ModelFailureAlertProps) {
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      data-testid="model-failure"
      action={
        onGenerateOffline && (
          <Button variant="outline" size="sm" onClick={onGenerateOffline} disabled={busy}>
            Generate offline instead
          </Button>
        )
      }
    >
      The language model could not write this plan: {failure} Your brain dump is kept.
    </Alert>
  );
}
