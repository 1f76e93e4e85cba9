/** A list of short benefit lines with a check mark each. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export function CheckList({
  items,
  columns = 1,
  dense = false,
}: {
  items: readonly string[];
  columns?: 1 | 2;
  dense?: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: dense ? 1 : 1.5,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
        >
          <CheckCircleIcon
            aria-hidden
            fontSize="small"
            sx={{ color: 'secondary.main', mt: '3px' }}
          />
          <Typography component="span">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
