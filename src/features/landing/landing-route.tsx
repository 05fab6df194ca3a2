import { useLoaderData } from 'react-router-dom';
import { emptyHeroSetting } from '../../domain/hero-setting-rules';
import type { HeroSetting } from '../../domain/hero-setting';
import type { Product } from '../../domain/product';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';
import { LandingScreen } from './landing-screen';
import { landingTexts as t } from './texts';
import { reading } from '../../data/change-scope';

export interface LandingData {
  hero: HeroSetting;
  /** Streams in after the page is shown; null when loading failed (a toast has said so). */
  featured: Promise<Product[] | null>;
}

/** The featured products and the start page's picture. */
export const shouldRevalidate = reading(['products', 'configurations']);

export async function loader(): Promise<LandingData> {
  const featured = repository()
    .publicProducts.featured()
    .catch(() => {
      toast.error(t.featuredFailed);
      return null;
    });
  // Without its setting the hero falls back to a plain band; the rest of the page still shows.
  const hero = await repository()
    .configurations.getPublic('hero')
    .catch(() => emptyHeroSetting);
  return { hero, featured };
}

export function Component() {
  const { hero, featured } = useLoaderData<typeof loader>();
  return <LandingScreen hero={hero} featured={featured} />;
}
