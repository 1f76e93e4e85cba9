/**
 * Questions and answers as native disclosures (`<details>`); the same items feed FAQPage JSON-LD
 * (see lib/structuredData). The browser opens and closes them, with the keyboard and with JS off,
 * so on a public page they are plain HTML and never hydrate; the find-in-page search opens the one
 * that holds the match.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from '../lib/structuredData';

export interface FaqListProps {
  items: readonly Faq[];
  headingLevel?: 'h3' | 'h4';
  defaultExpanded?: number;
}

export function FaqList({ items, headingLevel = 'h3', defaultExpanded }: FaqListProps) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& > details:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      {items.map((faq, index) => (
        <Box
          component="details"
          key={faq.question}
          open={index === defaultExpanded}
          sx={{ '&[open] .faq-list__icon': { transform: 'rotate(180deg)' } }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Typography
              component={headingLevel}
              sx={{ flex: 1, m: 0, fontSize: '1rem', fontWeight: 650, lineHeight: 1.5 }}
            >
              {faq.question}
            </Typography>
            <ExpandMoreIcon
              className="faq-list__icon"
              aria-hidden
              sx={{ color: 'text.secondary', transition: 'transform 150ms' }}
            />
          </Box>
          <Typography sx={{ color: 'text.secondary', px: 2, pt: 0.5, pb: 2 }}>
            {faq.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
