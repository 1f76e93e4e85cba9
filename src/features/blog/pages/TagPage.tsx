import { UnderConstruction } from '../../../design-system/UnderConstruction';

/** Page owned by the blog issue; it shows the under-construction notice until that issue lands. */
export default function TagPage() {
  return <UnderConstruction pageName="TagPage" />;
}
