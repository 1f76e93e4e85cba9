/**
 * The closing band of the pages whose call to action SPEC sends to /book-demo: Book a Demo, plus
 * an optional second way on (pricing on /services, /workflows and /resources; case studies on
 * /industries).
 */
import { Button, CtaBand } from '../../../design-system';
import { links } from '../content/links';

export interface BookDemoCtaProps {
  title: string;
  text: string;
  secondary?: { to: string; label: string };
}

export const viewPricing = { to: links.pricing, label: 'View Pricing' } as const;

export function BookDemoCta({ title, text, secondary }: BookDemoCtaProps) {
  return (
    <CtaBand
      title={title}
      text={text}
      actions={
        <>
          <Button to={links.bookDemo} variant="secondary" size="lg">
            Book a Demo
          </Button>
          {secondary && (
            <Button to={secondary.to} variant="outline" size="lg" onDark>
              {secondary.label}
            </Button>
          )}
        </>
      }
    />
  );
}
