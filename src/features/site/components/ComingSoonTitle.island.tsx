/**
 * A card's title as its one button, stretched over the card, announcing a feature that is not there
 * yet (SPEC): a plain island, so the page around it never hydrates; a click made before it is live
 * is kept and replayed once it is.
 */
import { island } from '../../../design-system/island/island';
import { plainClass } from '../../../design-system/plain/PlainControls';
import { announceComingSoon } from './comingSoon';

function ComingSoonTitle({ feature, title }: { feature: string; title: string }) {
  return (
    <button
      type="button"
      className={plainClass.stretched}
      onClick={() => announceComingSoon(feature, title)}
    >
      {title}
    </button>
  );
}

export default island(ComingSoonTitle);
