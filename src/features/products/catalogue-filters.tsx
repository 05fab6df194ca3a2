import { Search } from '../../ui/icons/search';
import { useLayoutEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FormField } from '../../ui/form-field';
import styles from './catalogue.module.css';
import { catalogueTexts as t } from './catalogue-texts';

/** Query parameters of /produkte, so a link shares the search: `?q=…&kategorie=…`. */
export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'kategorie';

export interface CatalogueFilterValues {
  search: string;
  category: string;
}

export function readFilters(params: URLSearchParams): CatalogueFilterValues {
  return { search: params.get(SEARCH_PARAM) ?? '', category: params.get(CATEGORY_PARAM) ?? '' };
}

function toParams({ search, category }: CatalogueFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM, search);
  if (category) params.set(CATEGORY_PARAM, category);
  return params;
}

/** Marks a navigation made by this form, so the form does not overwrite what is being typed. */
interface FilterNavigationState {
  fromCatalogueFilters: true;
}

const isOwnNavigation = (state: unknown): state is FilterNavigationState =>
  typeof state === 'object' && state !== null && 'fromCatalogueFilters' in state;

export interface CatalogueFiltersProps {
  /** Names of the active categories. */
  categories: string[];
  /** The search box, so the screen can move focus back to it (e.g. after resetting the filters). */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Search box and category select of the catalogue. Both write the URL (with `replace`, one history entry)
 * and the route loader follows. The controls keep their own state because the router commits the new URL
 * only once the loader has answered; a URL change from elsewhere (reset, link) is copied into them.
 */
export function CatalogueFilters({ categories, searchRef }: CatalogueFiltersProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = readFilters(params);
  const [values, setValues] = useState(fromUrl);
  const urlKey = toParams(fromUrl).toString();
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (!isOwnNavigation(location.state)) setValues(fromUrl);
  }

  function update(next: CatalogueFilterValues) {
    setValues(next);
    const state: FilterNavigationState = { fromCatalogueFilters: true };
    setParams(toParams(next), { replace: true, preventScrollReset: true, state });
  }

  // On a page rendered at build time the form is there before the app is live, and React does not hear what is
  // typed or chosen meanwhile: take it over when the app starts instead of resetting it.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const shown = { search: String(data.get(SEARCH_PARAM) ?? ''), category: String(data.get(CATEGORY_PARAM) ?? '') };
    if (shown.search !== values.search || shown.category !== values.category) update(shown);
    // Once, for what the page showed when the app took over; later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An inactive category may still arrive through a shared link: keep it selectable rather than lose it.
  const options =
    values.category && !categories.includes(values.category) ? [...categories, values.category] : categories;

  return (
    <form
      ref={form}
      className={styles.filters}
      role="search"
      aria-label={t.filtersLabel}
      onSubmit={(e: FormEvent) => e.preventDefault()}
    >
      <FormField
        label={
          <span className={styles.labelWithIcon}>
            <Search size={16} aria-hidden="true" />
            {t.searchLabel}
          </span>
        }
      >
        <input
          ref={searchRef}
          type="search"
          name={SEARCH_PARAM}
          className={styles.control}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          value={values.search}
          onChange={(e) => update({ ...values, search: e.target.value })}
        />
      </FormField>
      <FormField label={t.categoryLabel}>
        <select
          className={styles.control}
          name={CATEGORY_PARAM}
          value={values.category}
          onChange={(e) => update({ ...values, category: e.target.value })}
        >
          <option value="">{t.allCategories}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
    </form>
  );
}
