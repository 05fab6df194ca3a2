import { memo } from 'react';
import { useDocumentTitle } from '../../ui/page';
import page from '../../ui/page.module.css';
import { ExternalLink } from '../../ui/icons/external-link';
import { Link } from '../../ui/link';
import type { HeroSetting } from '../../domain/hero-setting';
import { site } from '../../lib/site';
import { buttonClass } from '../../ui/button';
import { Hero } from '../../ui/hero';
import { FeaturedProducts, type FeaturedData } from './featured-products';
import styles from './landing.module.css';
import { MethodTimeline } from './method-timeline';
import { landingTexts as t } from './texts';
import { ValueCards } from './value-cards';
import { NewTabHint } from '../../ui/new-tab-hint';

/** Keeps hyphenated compounds like "KI-gestützte" on one line, so the headline never breaks after "KI-". */
function keepCompoundsTogether(text: string) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export const LandingScreen = memo(function LandingScreen({
  hero,
  featured,
}: {
  hero: HeroSetting;
  featured: FeaturedData;
}) {
  useDocumentTitle(t.headline);
  return (
    <>
      <Hero image={hero.file} imageDescription={hero.imageDescription} opacity={hero.opacity}>
        <div className={styles.heroText}>
          <h1 className={styles.headline}>
            <span className={styles.eyebrow}>{site.name}</span>{' '}
            <span className={styles.title}>{keepCompoundsTogether(t.headline)}</span>
          </h1>
          <p>{t.lead}</p>
        </div>
        <div className={styles.actions}>
          <Link className={buttonClass('primary')} to="/kontakt">
            {t.startProject}
          </Link>
          <a className={buttonClass('secondary')} href={site.academyUrl} target="_blank" rel="noopener noreferrer">
            {t.academy} <ExternalLink size={16} aria-hidden="true" />
            <NewTabHint />
          </a>
        </div>
      </Hero>
      <div className={`${page.column} ${styles.sections}`}>
        <ValueCards />
        <MethodTimeline />
        <FeaturedProducts featured={featured} />
      </div>
    </>
  );
});
