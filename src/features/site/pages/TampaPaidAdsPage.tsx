import { UnderConstruction } from '../../../design-system/UnderConstruction';

/** Page owned by the site issue; it shows the under-construction notice until that issue lands. */
export default function TampaPaidAdsPage() {
  return <UnderConstruction pageName="TampaPaidAdsPage" />;
}
