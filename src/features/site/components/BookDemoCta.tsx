/** The closing band SPEC gives /services, /workflows and /resources: Book a Demo and View Pricing. */
import { Button, CtaBand } from '../../../design-system';
import { links } from '../content/links';

export function DemoAndPricingCta({ cta }: { cta: { title: string; text: string } }) {
  return (
    <CtaBand
      title={cta.title}
      text={cta.text}
      actions={
        <>
          <Button to={links.bookDemo} variant="secondary" size="lg">
            Book a Demo
          </Button>
          <Button
            to={links.pricing}
            variant="outline"
            size="lg"
            sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.7)' }}
          >
            View Pricing
          </Button>
        </>
      }
    />
  );
}
