import { useDocumentTitle } from '../../ui/page';
import { Check } from '../../ui/icons/check';
import { useEffect, useState } from 'react';
import { Link } from '../../ui/link';
import type { Id } from '../../domain/common';
import { paragraphs } from '../shared/paragraphs';
import { buttonClass } from '../../ui/button';
import { linkedCardItem, ProductCardGrid } from '../../ui/card-grid';
import { BackLink } from '../../ui/detail-parts';
import { NoticePage } from '../../ui/page-states';
import { StoredImage } from '../../ui/stored-image';
import { ServiceDetailSkeleton } from './service-detail-skeleton';
import type { Service } from '../../domain/service';
import { findService, otherServices, SERVICE_LOAD_MS } from './services-data';
import styles from './service-detail.module.css';
import { serviceDetailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** SPEC §2: a static service, shown after a simulated load of 500 ms. */
export function ServiceDetail({ id }: { id: Id | null }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), SERVICE_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  const service = loaded ? findService(id) : null;
  useDocumentTitle(!loaded ? t.documentTitle : service ? service.title : t.notFoundTitle);

  if (!loaded) return <ServiceDetailSkeleton />;
  if (!service) return <ServiceNotFound />;
  return <ServiceView service={service} />;
}

function ServiceNotFound() {
  return <NoticePage title={t.notFoundTitle} text={t.notFoundText} to="/services" linkLabel={t.notFoundLink} />;
}

function ServiceView({ service }: { service: Service }) {
  const others = otherServices(service);
  return (
    <div className={layout.detailPage}>
      <BackLink className={styles.back} to="/services">
        {t.back}
      </BackLink>
      <header className={styles.intro}>
        <div>
          <h1>{service.title}</h1>
          <p className={styles.lead}>{service.shortDescription}</p>
        </div>
        <StoredImage
          className={`${layout.cover} ${styles.image}`}
          src={service.imageUrl}
          alt=""
          width={1200}
          height={800}
          loading="eager"
        />
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {paragraphs(service.fullDescription).map((p) => (
            <p key={p}>{p}</p>
          ))}
          <section aria-labelledby="vorteile" className={styles.section}>
            <h2 id="vorteile">{t.benefitsHeading}</h2>
            <ul className={styles.benefits}>
              {service.benefits.map((benefit) => (
                <li key={benefit}>
                  <Check className={styles.check} size={20} aria-hidden="true" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={`${layout.raised} ${layout.stack} ${styles.facts}`} aria-labelledby="fakten">
          <h2 id="fakten">{t.factsHeading}</h2>
          <dl>
            {service.details.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.ctaText}>{t.ctaText}</p>
          <Link className={buttonClass('primary')} to="/kontakt">
            {t.ctaButton}
          </Link>
        </aside>
      </div>

      {service.additionalImages.length > 0 && (
        <section aria-labelledby="impressionen" className={styles.section}>
          <h2 id="impressionen">{t.impressionsHeading}</h2>
          <ul className={`${layout.bareList} ${styles.impressions}`}>
            {service.additionalImages.map((src, index) => (
              <li key={src}>
                <StoredImage
                  className={`${layout.cover} ${styles.impression}`}
                  src={src}
                  alt={t.impressionAlt(index + 1, service.title)}
                  width={1200}
                  height={800}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="weitere-services" className={styles.section}>
        <h2 id="weitere-services">{t.othersHeading}</h2>
        <ProductCardGrid
          label={t.othersLabel}
          cards={others.map((other) =>
            linkedCardItem(other, '/services', { description: other.shortDescription, linkLabel: t.more }),
          )}
        />
      </section>
    </div>
  );
}
