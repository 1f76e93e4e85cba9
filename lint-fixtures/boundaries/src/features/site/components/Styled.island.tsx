// Breaks the plain-island rule: an island's file (Name.island.tsx) imports MUI, which would bring
// the style engine to every page that shows it.
import Button from '@mui/material/Button';

export const Styled = () => <Button>Styled</Button>;
