import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { reading } from '../../data/change-scope';
import { repository } from '../../data/repository-instance';
import type { WorkshopRoom } from '../../domain/workshop-room';
import { crumbHandle } from '../../lib/breadcrumb';
import { formatTime } from '../../lib/format';
import { formatCount } from '../../lib/format-count';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageNotFound } from '../../ui/page-not-found';
import { Page } from '../../ui/page';
import page from '../../ui/page.module.css';
import { QrCode } from './qr-code';
import styles from './room.module.css';
import { roomTexts as t } from './texts';

/** Who is connected changes without a write: the page asks again this often while it is on screen. */
const ROOM_REFRESH_MS = 5000;

// The day's counts follow comments and votes at once; uploads come with comments.
export const shouldRevalidate = reading(['comments', 'polls']);

/** null where the server is no workshop server: the page then does not exist. */
export const loader = (): Promise<WorkshopRoom | null> => repository().workshop.room();

export const handle = crumbHandle<WorkshopRoom | null>((room) => (room ? t.documentTitle : undefined));

/** Re-reads every few seconds while the page is visible; a hidden tab asks nothing. */
function useRefreshWhileVisible() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate();
    }, ROOM_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
}

function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const note = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', note);
    return () => document.removeEventListener('fullscreenchange', note);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <Button
      variant="secondary"
      onClick={() => void (full ? document.exitFullscreen() : target.current?.requestFullscreen())}
    >
      {full ? t.leaveFullscreen : t.fullscreen}
    </Button>
  );
}

function JoinAddresses({ room }: { room: WorkshopRoom }) {
  if (room.onlyHere) return <Alert tone="info">{t.onlyHere}</Alert>;
  if (!room.addresses.length) return <Alert tone="info">{t.noNetwork}</Alert>;
  return (
    <ul className={styles.addresses}>
      {room.addresses.map(({ name, url }) => (
        <li key={url} className={styles.address}>
          <QrCode className={styles.qr} text={url} label={t.qrLabel(url)} />
          <p className={styles.url}>{url.replace(/^http:\/\//, '').replace(/\/$/, '')}</p>
          {room.addresses.length > 1 && <p className={styles.network}>{t.network(name)}</p>}
        </li>
      ))}
    </ul>
  );
}

function DaySoFar({ room }: { room: WorkshopRoom }) {
  const figures = [
    [t.connected, formatCount(room.connected)],
    [t.comments, formatCount(room.today.comments)],
    [t.votes, formatCount(room.today.votes)],
    [t.uploads, formatCount(room.today.uploads)],
    [t.lastSave, room.lastSavedAt ? formatTime(room.lastSavedAt) : t.notSavedYet],
  ] as const;
  return (
    <section aria-labelledby="room-day" className={styles.day}>
      <h2 id="room-day">{t.dayLabel}</h2>
      <ul className={styles.figures}>
        {figures.map(([term, value]) => (
          <li key={term} className={styles.figure}>
            <span className={styles.term}>{term}</span> <strong className={styles.value}>{value}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const room = useLoaderData<typeof loader>();
  const join = useRef<HTMLElement>(null);
  useRefreshWhileVisible();
  if (!room) return <PageNotFound />;
  return (
    <Page title={t.title} documentTitle={t.documentTitle} lead={<FullscreenButton target={join} />}>
      <section ref={join} aria-label={t.joinLabel} className={`${page.card} ${styles.join}`}>
        <p className={styles.lead}>{t.lead}</p>
        <JoinAddresses room={room} />
      </section>
      <DaySoFar room={room} />
    </Page>
  );
}
