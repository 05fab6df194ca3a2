import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { Link } from '../ui/link';
import * as messages from '../domain/core-messages';
import { RepositoryError, errorMessage } from '../data/errors';
import { Button } from '../ui/button';
import { Page } from '../ui/page';
import { PageNotFound } from '../ui/page-not-found';
import { codeLoadFailureMessage, isCodeLoadFailure, reloadForCode, reloadLabel } from '../features/shared/code-loading';

/** Shown when a loader or screen fails unexpectedly: a German message and a way back. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageNotFound />;
  }
  // The browser does not fetch a module again once it failed, so only a reload can bring the screen.
  if (isCodeLoadFailure(error)) {
    return (
      <Page title="Seite konnte nicht geladen werden">
        <p>{codeLoadFailureMessage()}</p>
        <p>
          <Button onClick={reloadForCode}>{reloadLabel}</Button>
        </p>
        <p>
          <Link to="/">Zur Startseite</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Es ist ein Fehler aufgetreten">
      <p>{errorMessage(error, messages.generic)}</p>
      {/* A read that failed (no connection, a server error) may work a moment later: the page asks again. */}
      {error instanceof RepositoryError && (
        <p>
          <RetryButton />
        </p>
      )}
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </Page>
  );
}

function RetryButton() {
  const revalidator = useRevalidator();
  return (
    <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
      Erneut versuchen
    </Button>
  );
}
