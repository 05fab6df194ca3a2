import { CalendarClock } from '../../ui/icons/calendar-clock';
import { CalendarPlus } from '../../ui/icons/calendar-plus';
import { Users } from '../../ui/icons/users';
import { Vote } from '../../ui/icons/vote';
import { useEffect, useRef } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Link } from '../../ui/link';
import {
  canVote,
  hasPollEnded,
  isPollOpen,
  isPollScheduled,
  pollResults,
  pollState,
  pollStateLabels,
} from '../../domain/poll-rules';
import type { Poll } from '../../domain/poll';
import { formatDate } from '../../lib/format';
import { crumbHandle } from '../../lib/breadcrumb';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { buttonClass } from '../../ui/button';
import { IconFact } from '../../ui/icon-fact';
import { NoticeTextPage, RetryButton } from '../../ui/page-states';
import { Card, Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useInPlaceWrite } from '../shared/in-place-write';
import type { PollLoaderData } from './poll-data';
import { PollResults } from './poll-results';
import styles from './poll-route.module.css';
import { pollTexts as t } from './texts';
import { VoteForm } from './vote-form';
import layout from '../../ui/layout.module.css';

export { action, loader, shouldRevalidate } from './poll-data';

export const handle = crumbHandle<PollLoaderData>((data) => (data.state === 'ready' ? data.poll.title : undefined));

export function Component() {
  const data = useLoaderData() as PollLoaderData;
  if (data.state === 'not-found') {
    return <NoticeTextPage title={t.notFound} text={t.notFoundText} to="/dashboard" linkLabel={t.toDashboard} inCard />;
  }
  if (data.state === 'error') return <PollLoadError message={data.message} />;
  return <PollDetail poll={data.poll} now={data.now} />;
}

function PollDetail({ poll: loaded, now }: { poll: Poll; now: Date }) {
  // Until the page has read the poll anew, the store's answer to the vote is newer.
  const vote = useInPlaceWrite<Poll>(`/polls/${loaded.id}`, loaded);
  const poll = vote.answer ?? loaded;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const open = isPollOpen(poll, now);
  const ended = hasPollEnded(poll, now);
  // An active poll past its end date is named so in its badge, as in the admin list and on the dashboard.
  const badge = pollState(poll, now) === 'ended' ? 'ended' : open ? 'open' : 'inactive';
  const voting = canVote(poll, now);
  const { total } = pollResults(poll.options);
  const justVoted = vote.done && poll.hasVoted;

  // The vote form disappears after a vote; move focus to the results instead of losing it.
  useEffect(() => {
    if (justVoted) resultsHeading.current?.focus();
  }, [justVoted]);

  const scheduled = isPollScheduled(poll, now);
  const note = justVoted
    ? t.voteSaved
    : open
      ? t.votedNote
      : ended || poll.status === 'completed'
        ? t.closedNote
        : scheduled && poll.startDate
          ? t.scheduledNote(formatDate(poll.startDate))
          : t.inactiveNote;

  return (
    <Page title={poll.title} lead={poll.description}>
      <div className={`${layout.cluster} ${styles.badges}`}>
        <Badge tone={open ? 'success' : 'neutral'}>{pollStateLabels[badge]}</Badge>
        <Badge tone={poll.hasVoted ? 'primary' : 'neutral'}>{poll.hasVoted ? t.voted : t.notVoted}</Badge>
      </div>
      <div className={`${layout.sidebarLayout} ${styles.layout}`}>
        <Card className={styles.main}>
          {voting ? (
            <VoteForm options={poll.options} vote={vote} />
          ) : (
            <PollResults options={poll.options} userVoteId={poll.userVoteId} note={note} headingRef={resultsHeading} />
          )}
        </Card>
        <aside className={layout.sideColumn} aria-labelledby="poll-details-heading">
          <Card>
            <h2 id="poll-details-heading" className={styles.asideHeading}>
              {t.details}
            </h2>
            <dl className={styles.facts}>
              <IconFact icon={Users} label={t.groups} className={styles.fact}>
                {poll.projectGroups.length === 0 ? (
                  t.noGroups
                ) : (
                  <ul className={styles.groups}>
                    {poll.projectGroups.map((g) => (
                      <li key={g.id}>{g.name}</li>
                    ))}
                  </ul>
                )}
              </IconFact>
              <IconFact icon={Vote} label={t.totalVotes} className={styles.fact} valueClassName={styles.number}>
                {total}
              </IconFact>
              <IconFact icon={CalendarPlus} label={t.createdAt} className={styles.fact}>
                {formatDate(poll.createdAt)}
              </IconFact>
              {poll.startDate && (
                <IconFact icon={CalendarClock} label={t.startDate} className={styles.fact}>
                  {formatDate(poll.startDate)}
                </IconFact>
              )}
              <IconFact icon={CalendarClock} label={t.endDate} className={styles.fact}>
                {poll.endDate ? formatDate(poll.endDate) : t.noEndDate}
                {ended && badge !== 'ended' && (
                  <>
                    {' '}
                    <Badge tone="warning">{pollStateLabels.ended}</Badge>
                  </>
                )}
              </IconFact>
            </dl>
          </Card>
          <p className={styles.back}>
            <Link to="/dashboard">{t.backToDashboard}</Link>
          </p>
        </aside>
      </div>
    </Page>
  );
}

function PollLoadError({ message }: { message: string }) {
  return (
    <Page title={t.pageTitle}>
      <Alert tone="error">{message}</Alert>
      <div className={styles.stateActions}>
        <RetryButton>{t.retry}</RetryButton>
        <Link className={buttonClass('ghost')} to="/dashboard">
          {t.backToDashboard}
        </Link>
      </div>
    </Page>
  );
}

/** Shown while the first page load fetches the poll. */
export function HydrateFallback() {
  return (
    <div className={styles.loading} role="status" aria-label={t.loading}>
      <Skeleton width="60%" height="2.25rem" />
      <Skeleton width="85%" />
      <Skeleton width="100%" height="14rem" radius="16px" />
    </div>
  );
}
