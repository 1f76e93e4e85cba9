import { UnderConstruction } from '../../../design-system/UnderConstruction';

/** Page owned by the neuroslice issue; it shows the under-construction notice until that issue lands. */
export default function NeuroSlicePage() {
  return <UnderConstruction pageName="NeuroSlicePage" />;
}
