import { useLoaderData } from 'react-router-dom';
import { emptyHeroSetting } from '../../domain/hero-setting-rules';
import type { HeroSetting } from '../../domain/hero-setting';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';
import type { FeaturedData } from './featured-products';
import { LandingScreen } from './landing-screen';
import { landingTexts as t } from './texts';
import { reading } from '../../data/change-scope';
import { settledSoFar } from '../../lib/streamed';

export interface LandingData {
  hero: HeroSetting;
  /** There with the page when its read is back by the time the hero's is; otherwise it streams in. */
  featured: FeaturedData;
}

/** The featured products and the start page's picture. */
export const shouldRevalidate = reading(['products', 'configurations']);

export async function loader(): Promise<LandingData> {
  const featured = settledSoFar(
    repository()
      .publicProducts.featured()
      .catch(() => {
        toast.error(t.featuredFailed);
        return null;
      }),
  );
  // Without its setting the hero falls back to a plain band; the rest of the page still shows.
  const hero = await repository()
    .configurations.getPublic('hero')
    .catch(() => emptyHeroSetting);
  return { hero, featured: featured() };
}

export function Component() {
  const { hero, featured } = useLoaderData<typeof loader>();
  return <LandingScreen hero={hero} featured={featured} />;
}
