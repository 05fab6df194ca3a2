import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PollOption } from '../../domain/poll';
import { Button } from '../../ui/button';
import { pollTexts as t } from './texts';
import styles from './vote-form.module.css';

/**
 * One real radio input per option (arrow keys move between them, Space selects), styled as a large
 * choice; 'Abstimmen' stays disabled until an option is chosen. Posts to the route action through the page's
 * in-place write; the page shows the poll the store answered, then re-reads it when the store reports the vote.
 */
export function VoteForm({
  options,
  vote,
}: {
  options: PollOption[];
  /** The poll page's in-place write (useInPlaceWrite), posting to its action. */
  vote: { pending: boolean; send: (fields: Record<string, string>) => Promise<void> };
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const hintId = useId();
  const busy = vote.pending;
  // `busy` disables the button only once React has rendered; a double click's second press comes sooner.
  const sent = useRef(false);
  useEffect(() => {
    if (!busy) sent.current = false;
  }, [busy]);
  const submitOnce = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent.current || selected === null) return;
    sent.current = true;
    void vote.send({ optionId: String(selected) });
  };
  return (
    <section aria-labelledby="poll-vote-heading">
      <h2 id="poll-vote-heading" className={styles.heading}>
        {t.voteHeading}
      </h2>
      <form method="post" className={styles.form} onSubmit={submitOnce}>
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
      </form>
    </section>
  );
}
