import { Link } from '../../ui/link';
import { buttonClass } from '../../ui/button';
import layout from '../../ui/layout.module.css';

interface ContactCtaProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The page's texts: each public page words its invitation itself. */
  texts: { ctaHeading: string; ctaText: string; ctaButton: string };
}

/** The closing band of a public page: a heading, one sentence and the way to the contact form. */
export function ContactCta({ id, texts }: ContactCtaProps) {
  return (
    <section className={layout.callout} aria-labelledby={id}>
      <h2 id={id}>{texts.ctaHeading}</h2>
      <p>{texts.ctaText}</p>
      <Link className={buttonClass('primary')} to="/kontakt">
        {texts.ctaButton}
      </Link>
    </section>
  );
}
