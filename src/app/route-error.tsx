import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '../domain/messages';
import { errorMessage } from '../data/errors';
import { Page } from '../ui/page';

/** Shown when a loader or screen fails unexpectedly: a German message and a way back. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Page title={notFound ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}>
      <p>{notFound ? 'Die gesuchte Seite existiert leider nicht.' : errorMessage(error, messages.generic)}</p>
      <p><Link to="/">Zur Startseite</Link></p>
    </Page>
  );
}
