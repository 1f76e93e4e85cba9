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
          // MUI's region wrapper is the one region per answer (labelled by the summary, with the
          // summary's aria-controls id); a <section> says so natively.
          slots={{ region: 'section' }}
          slotProps={{ heading: { component: headingLevel }, region: { role: undefined } }}
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
          {/* MUI wraps the answer in the region (id from aria-controls, labelled by the question):
              a second one here would duplicate its id and its name. */}
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
