import { Link } from '../../ui/link';
import { useRepositoryRead } from '../../data/use-repository-read';
import styles from './admin-route.module.css';
import { adminTexts as t } from './texts';

/** Only a workshop server has a room for the projector; elsewhere (the demo, the provider's server) nothing shows. */
export function RoomLink() {
  const room = useRepositoryRead(['workshop-room'], (repository) => repository.workshop.room(), { reads: [] });
  if (room.status !== 'ready' || !room.data) return null;
  return (
    <p className={styles.aboveTabs}>
      <Link to="/admin/raum">{t.room}</Link>
    </p>
  );
}
