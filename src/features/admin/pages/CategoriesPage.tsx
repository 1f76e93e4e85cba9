import { UnderConstruction } from '../../../design-system/UnderConstruction';

/** Page owned by the admin issue; it shows the under-construction notice until that issue lands. */
export default function CategoriesPage() {
  return <UnderConstruction pageName="CategoriesPage" />;
}
