import { Link } from './link';
import { buttonClass } from './button';
import { Page } from './page';

/** SPEC §2 'Seite nicht gefunden': one screen for an unknown address, whether one segment (a footer slug) or more. */
export function PageNotFound() {
  return (
    <Page title="Seite nicht gefunden" lead="Die gesuchte Seite existiert leider nicht.">
      <Link className={buttonClass('primary')} to="/">
        Zur Startseite
      </Link>
    </Page>
  );
}
