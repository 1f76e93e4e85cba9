/**
 * What the Coming soon islands do (ComingSoonButton.island.tsx, ComingSoonTitle.island.tsx): features
 * that are not there yet (SPEC) only announce "Feature Coming Soon!".
 */
import { notify } from '../../../design-system/notices/noticeStore';
import { featureComingSoon } from '../content/notices';
import { measure } from '../../../lib/consent/measurement';

/** The notice, and with consent a `Coming soon` event: which promised items people want. */
export function announceComingSoon(feature: string, item: string) {
  notify(featureComingSoon(feature));
  measure({ name: 'Coming soon', props: { item } });
}
