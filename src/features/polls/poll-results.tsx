import { clsx } from 'clsx';
import { CheckCircle2 } from '../../ui/icons/circle-check';
import type { Ref } from 'react';
import { pollResults } from '../../domain/poll-rules';
import type { PollOption } from '../../domain/poll';
import { Badge } from '../../ui/badge';
import styles from './poll-results.module.css';
import { pollTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

export interface PollResultsProps {
  options: PollOption[];
  /** The option the viewer voted for, highlighted as 'Ihre Stimme'. */
  userVoteId: number | null;
  /** A short line under the heading: why results show (voted, ended, inactive). */
  note: string;
  /** The heading takes focus after a vote, so keyboard and screen reader users land on the outcome. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Percent and count per option as text; the bar is decoration (aria-hidden), its width relative to the
 * option with the most votes (SPEC §9).
 */
export function PollResults({ options, userVoteId, note, headingRef }: PollResultsProps) {
  const { total, results } = pollResults(options);
  return (
    <section className={styles.results} aria-labelledby="poll-results-heading">
      <h2 id="poll-results-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.results}
      </h2>
      <p className={styles.note}>{note}</p>
      {total === 0 && <p className={styles.note}>{t.noVotesYet}</p>}
      <ol className={layout.stackList}>
        {results.map((r) => {
          const own = r.optionId === userVoteId;
          return (
            <li key={r.optionId} className={clsx(styles.item, own && styles.own)}>
              <div className={`${layout.spreadRow} ${styles.row}`}>
                <span className={styles.text}>
                  {own && <CheckCircle2 className={styles.icon} size={18} aria-hidden="true" />}
                  {r.text}
                  {own && <Badge tone="primary">{t.yourVote}</Badge>}
                </span>
                <span className={styles.numbers}>
                  <strong>{t.percent(r.percent)}</strong>
                  <span className={styles.count}>{t.votes(r.votes)}</span>
                </span>
              </div>
              <div className={`${layout.meterTrack} ${styles.track}`} aria-hidden="true">
                <div
                  className={`${layout.meterFill} ${styles.bar}`}
                  data-testid="poll-result-bar"
                  style={{ width: `${r.barWidth}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <p className={styles.total}>
        {t.totalVotes}: <strong>{total}</strong>
      </p>
    </section>
  );
}
