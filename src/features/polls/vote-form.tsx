import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router-dom';
import type { PollOption } from '../../domain/poll';
import { Button } from '../../ui/button';
import type { VoteResult } from './poll-data';
import { pollTexts as t } from './texts';
import styles from './vote-form.module.css';

/**
 * One real radio input per option (arrow keys move between them, Space selects), styled as a large
 * choice; 'Abstimmen' stays disabled until an option is chosen. Posts to the route action through a
 * fetcher; the page shows the poll the store answered, then re-reads it when the store reports the vote.
 */
export function VoteForm({
  options,
  fetcher,
  onSent,
}: {
  options: PollOption[];
  fetcher: FetcherWithComponents<VoteResult | undefined>;
  /** Called when the vote is sent. */
  onSent?: () => void;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const hintId = useId();
  const busy = fetcher.state !== 'idle';
  // `busy` disables the button only once React has rendered; a double click's second press comes sooner.
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'idle') sent.current = false;
  }, [fetcher.state]);
  const submitOnce = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) return event.preventDefault();
    sent.current = true;
    onSent?.();
  };
  return (
    <section aria-labelledby="poll-vote-heading">
      <h2 id="poll-vote-heading" className={styles.heading}>
        {t.voteHeading}
      </h2>
      <fetcher.Form method="post" className={styles.form} onSubmit={submitOnce}>
        <fieldset className={styles.fieldset} aria-describedby={hintId} disabled={busy}>
          <legend className={styles.legend}>{t.voteLegend}</legend>
          <p id={hintId} className={styles.hint}>
            {t.voteHint}
          </p>
          <div className={styles.options}>
            {options.map((option) => (
              <label key={option.id} className={clsx(styles.option, selected === option.id && styles.checked)}>
                <input
                  type="radio"
                  name="optionId"
                  value={option.id}
                  checked={selected === option.id}
                  onChange={() => setSelected(option.id)}
                  className={styles.radio}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={selected === null || busy} className={styles.submit}>
          {busy ? t.voting : t.vote}
        </Button>
      </fetcher.Form>
    </section>
  );
}
