import { Mail } from '../../ui/icons/mail';
import { MapPin } from '../../ui/icons/map-pin';
import { Phone } from '../../ui/icons/phone';
import { site } from '../../lib/site';
import styles from './contact.module.css';
import { contactTexts as t } from './texts';

const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, '')}`;

/** The centre's contact data beside the form. */
export function ContactDetails() {
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{t.detailsHeading}</h2>
      <dl className={styles.channels}>
        <div>
          <dt>
            <Mail size={18} aria-hidden="true" />
            {t.emailLabel}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Phone size={18} aria-hidden="true" />
            {t.phoneLabel}
          </dt>
          <dd>
            <a href={phoneHref}>{site.phone}</a>
          </dd>
        </div>
      </dl>
      <h3>
        <MapPin size={18} aria-hidden="true" />
        {t.postalHeading}
      </h3>
      <address>
        {site.postalAddress.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>
        <MapPin size={18} aria-hidden="true" />
        {t.visitorHeading}
      </h3>
      <address>
        {site.visitorAddress.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}
