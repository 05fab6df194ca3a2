import { useDocumentTitle } from '../../ui/page';
import { Link, useLoaderData } from 'react-router-dom';
import { emptyHeroSetting } from '../../domain/hero-setting-rules';
import type { HeroSetting } from '../../domain/hero-setting';
import { repository } from '../../data/repository-instance';
import { buttonClass } from '../../ui/button';
import { CardGrid } from '../../ui/card-grid';
import { Hero } from '../../ui/hero';
import { ProductCard } from '../../ui/product-card';
import { services } from './services-data';
import styles from './services.module.css';
import { servicesTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

export async function loader(): Promise<{ hero: HeroSetting }> {
  // Without its setting the hero falls back to a plain band; the page itself is static.
  const hero = await repository()
    .configurations.getPublic('service-hero')
    .catch(() => emptyHeroSetting);
  return { hero };
}

export function Component() {
  const { hero } = useLoaderData<typeof loader>();
  useDocumentTitle(t.title);
  return (
    <>
      <Hero image={hero.file} imageDescription={hero.imageDescription} opacity={hero.opacity}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t.heroEyebrow}</p>
          <h1>{t.title}</h1>
          <p>{t.lead}</p>
        </div>
      </Hero>
      <div className={styles.page}>
        <section aria-labelledby="phasen">
          <h2 id="phasen">{t.phasesHeading}</h2>
          <CardGrid label={t.phasesLabel}>
            {services.map((service) => (
              <li key={service.id}>
                <ProductCard
                  title={service.title}
                  description={service.shortDescription}
                  image={service.imageUrl}
                  href={`/services/${service.id}`}
                  linkLabel={t.more}
                  eyebrow={t.phase(service.id)}
                />
              </li>
            ))}
          </CardGrid>
        </section>
        <section className={layout.callout} aria-labelledby="services-cta">
          <h2 id="services-cta">{t.ctaHeading}</h2>
          <p>{t.ctaText}</p>
          <Link className={buttonClass('primary')} to="/kontakt">
            {t.ctaButton}
          </Link>
        </section>
      </div>
    </>
  );
}
