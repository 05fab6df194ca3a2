import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from './button';
import styles from './show-more.module.css';
import { formatCount } from '../lib/format-count';

/** The query parameter of a paged list: how many rows it shows, so reload and shared links keep them. */
export const SHOWN_PARAM = 'anzahl';

/** The number of rows to show: a whole number of steps from `?anzahl=`, at least one step. */
export function readShownCount(params: URLSearchParams, step: number, param = SHOWN_PARAM): number {
  const asked = Number(params.get(param));
  return Number.isInteger(asked) && asked > step ? Math.ceil(asked / step) * step : step;
}

/**
 * Below a paged list: how many of how many are shown, and a button for the next step. The count lives in
 * the URL (replace, no scroll jump), so the list re-reads through its loader like any other change.
 */
export interface ShowMoreTexts {
  more: string;
  /** The counted thing, where "rows" would mislead (threads of a conversation, not its comments). */
  shown: (shown: string, total: string) => string;
  all: (total: string) => string;
}

const rowTexts: ShowMoreTexts = {
  more: 'Mehr anzeigen',
  shown: (shown, total) => `${shown} von ${total} angezeigt`,
  all: (total) => `Alle ${total} angezeigt`,
};

export function ShowMore({
  shown,
  total,
  step,
  param = SHOWN_PARAM,
  texts = rowTexts,
}: {
  shown: number;
  total: number;
  step: number;
  param?: string;
  texts?: ShowMoreTexts;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  const allShown = useRef<HTMLParagraphElement>(null);
  const complete = shown >= total;
  // After the last step the button is gone: focus moves to the line that says so instead of the page start,
  // without scrolling there, so the rows just added stay in view to be read.
  useEffect(() => {
    if (complete && asked) allShown.current?.focus({ preventScroll: true });
  }, [complete, asked]);
  if (complete) {
    return asked ? (
      <div className={styles.showMore}>
        <p ref={allShown} tabIndex={-1}>
          {texts.all(formatCount(total))}
        </p>
      </div>
    ) : null;
  }
  function more() {
    setAsked(true);
    const params = new URLSearchParams(location.search);
    params.set(param, String(shown + step));
    void navigate(
      { pathname: location.pathname, search: params.toString() },
      { replace: true, preventScrollReset: true },
    );
  }
  return (
    <div className={styles.showMore}>
      <p>{texts.shown(formatCount(shown), formatCount(total))}</p>
      <Button variant="secondary" onClick={more}>
        {texts.more}
      </Button>
    </div>
  );
}
