import { Link } from '../../ui/link';
import { site } from '../../lib/site';
import type { FooterPage } from '../../domain/footer-page';
import styles from './footer.module.css';
import page from '../../ui/page.module.css';

/** A link's path in the app and its text; a pair rather than an object: fewer bytes on every first visit. */
type FooterLink = [to: string, label: string];

/** The site's public sections. */
const siteLinks: FooterLink[] = [
  ['/', 'Startseite'],
  ['/produkte', 'Produkte'],
  ['/services', 'Services'],
  ['/projekte', 'Projekte'],
  ['/kontakt', 'Kontakt'],
];

/** One of the footer's columns of links within the app. */
function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** `legalPages`: the published footer pages (legal-pages.ts). */
export function Footer({ legalPages }: { legalPages: FooterPage[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`${page.column} ${styles.inner}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p className={styles.blurb}>
            Wir bringen Träger der Sozialwirtschaft, Fachkräfte sowie Entwicklerinnen und Entwickler zusammen, um
            KI-gestützte Lösungen gemeinsam zu entwerfen, zu erproben und in den Alltag zu bringen.
          </p>
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav">Navigation</h2>
          <LinkList links={siteLinks} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Kontakt</h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>
            </li>
          </ul>
          <h2>Postanschrift</h2>
          <address>
            {site.postalAddress.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
          <h2>Besucheranschrift</h2>
          <address>
            {site.visitorAddress.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Rechtliches</h2>
          <LinkList links={legalPages.map((legal): FooterLink => [`/${legal.slug}`, legal.title])} />
        </nav>
      </div>
      <p className={styles.bottom}>
        © {year} {site.name}
      </p>
    </footer>
  );
}
