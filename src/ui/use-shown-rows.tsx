import { useSearchParams } from 'react-router-dom';
import { readShownCount, ShowMore, SHOWN_PARAM, type ShowMoreTexts } from './show-more';

/**
 * For lists the port returns whole (short at the provider, long only at scale): the first steps of `rows`
 * as `?anzahl=` (or the list's own parameter, where a page has several) asks, and the ShowMore below them. Reading stays one call; the page renders what it shows.
 */
export function useShownRows<T>(rows: readonly T[], step: number, param = SHOWN_PARAM, texts?: ShowMoreTexts) {
  const [params] = useSearchParams();
  const shown = Math.min(readShownCount(params, step, param), rows.length);
  return {
    shown: rows.slice(0, shown),
    more: <ShowMore shown={shown} total={rows.length} step={step} param={param} texts={texts} />,
  };
}
