/**
 * The client strip's pause button (ClientStrip.tsx, WCAG 2.2.2), a module of its own: on a document
 * it is an island, and its code is this button alone, drawn with plain controls, not the strip.
 */
import { useState } from 'react';
import { island } from '../../../design-system/island/island';
import { classes, plainClass, PlainIcon } from '../../../design-system/plain/PlainControls';

function PauseButton() {
  const [paused, setPaused] = useState(false);
  return (
    <button
      type="button"
      className={classes(plainClass.iconButton, plainClass.iconButtonSmall, plainClass.motionOnly)}
      aria-label={paused ? 'Play client names animation' : 'Pause client names animation'}
      aria-pressed={paused}
      onClick={() => setPaused((p) => !p)}
    >
      <PlainIcon name={paused ? 'playArrow' : 'pause'} size="small" />
    </button>
  );
}

export default island(PauseButton);
