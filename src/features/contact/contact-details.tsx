import type { ReactNode } from 'react';
import type { Icon } from '../../ui/icons/create-icon';
import { Mail } from '../../ui/icons/mail';
import { MapPin } from '../../ui/icons/map-pin';
import { Phone } from '../../ui/icons/phone';
import { site } from '../../lib/site';
import styles from './contact.module.css';
import { contactTexts as t } from './texts';

const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, '')}`;

function Channel({ icon: Icon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon size={18} aria-hidden="true" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function Address({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <>
      <h3>
        <MapPin size={18} aria-hidden="true" />
        {heading}
      </h3>
      <address>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </>
  );
}

/** The centre's contact data beside the form. */
export function ContactDetails() {
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{t.detailsHeading}</h2>
      <dl className={styles.channels}>
        <Channel icon={Mail} label={t.emailLabel}>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </Channel>
        <Channel icon={Phone} label={t.phoneLabel}>
          <a href={phoneHref}>{site.phone}</a>
        </Channel>
      </dl>
      <Address heading={t.postalHeading} lines={site.postalAddress} />
      <Address heading={t.visitorHeading} lines={site.visitorAddress} />
    </section>
  );
}
