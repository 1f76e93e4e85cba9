/** Questions and answers as an accordion; the same items feed FAQPage JSON-LD (see lib/structuredData). */
import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from '../lib/structuredData';
import { island } from './island/island';

export interface FaqListProps {
  items: readonly Faq[];
  headingLevel?: 'h3' | 'h4';
  defaultExpanded?: number;
}

export function FaqAccordions({ items, headingLevel = 'h3', defaultExpanded }: FaqListProps) {
  const baseId = useId();
  return (
    <div>
      {items.map((faq, index) => (
        <Accordion
          key={faq.question}
          disableGutters
          defaultExpanded={index === defaultExpanded}
          variant="outlined"
          // The answer's wrapper keeps the id the question's aria-controls points at, but is no
          // region: a landmark per answer crowds the landmark list (WAI-ARIA APG, accordion pattern:
          // the region role is optional), and as a <section> it has no heading of its own (the
          // W3C checker's "Section lacks heading"). The answer follows its question in reading order.
          slotProps={{
            heading: { component: headingLevel },
            region: { role: undefined, 'aria-labelledby': undefined },
          }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${baseId}-q${index}`}
            aria-controls={`${baseId}-a${index}`}
          >
            <Typography component="span" sx={{ fontWeight: 650 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          {/* MUI wraps the answer in its region slot (id from aria-controls): an id here would
              duplicate it. */}
          <AccordionDetails>
            <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

/** On a document the answers open once the browser is idle (or at once if a question is clicked). */
export const FaqList = island('faqList', FaqAccordions, { hydrate: 'idle' });
