import { useDocumentTitle } from '../../ui/page';
import { useLoaderData } from 'react-router-dom';
import { emptyHeroSetting } from '../../domain/hero-setting-rules';
import type { HeroSetting } from '../../domain/hero-setting';
import { repository } from '../../data/repository-instance';
import { linkedCardItem, ProductCardGrid } from '../../ui/card-grid';
import { Hero } from '../../ui/hero';
import { ContactCta } from '../shared/contact-cta';
import { services } from './services-data';
import styles from './services.module.css';
import { servicesTexts as t } from './texts';
import { reading } from '../../data/change-scope';

export const shouldRevalidate = reading(['configurations']);

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
          <ProductCardGrid
            label={t.phasesLabel}
            cards={services.map((service) =>
              linkedCardItem(service, '/services', {
                description: service.shortDescription,
                linkLabel: t.more,
                eyebrow: t.phase(service.id),
              }),
            )}
          />
        </section>
        <ContactCta id="services-cta" texts={t} />
      </div>
    </>
  );
}
