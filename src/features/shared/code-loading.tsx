import * as messages from '../../domain/core-messages';
import { Button } from '../../ui/button';
import { useAppStatus } from '../../stores/app-status';

/**
 * How browsers report a screen's code that could not be fetched (no network before the service worker stored
 * the app, or a chunk gone from the host after a new deploy): Chromium, Firefox, Safari, Safari when the host
 * answers with its HTML fallback page, and Vite's stylesheet preloader.
 */
const codeLoadFailures = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /is not a valid JavaScript MIME type/i,
  /Unable to preload CSS/i,
];

/** True when `error` says that a part of the app's code could not be loaded. */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && codeLoadFailures.some((pattern) => pattern.test(error.message));
}

/** Why a part of the app could not be loaded: a new version in another tab, else (most likely) the connection. */
export function codeLoadFailureMessage(): string {
  return useAppStatus.getState().updateReady ? messages.codeReplaced : messages.codeUnavailable;
}

export const reloadLabel = 'Neu laden';

/** Reloads, into the new version when one waits. */
export function reloadForCode(): void {
  const { updateReady, applyUpdate } = useAppStatus.getState();
  if (updateReady && applyUpdate) applyUpdate();
  else window.location.reload();
}

/**
 * In the place of a part of a page whose code could not be loaded: why, and a reload, which alone brings it (a
 * browser does not fetch a module again once its import failed). The rest of the page stays. It lives here, in the
 * code every page loads, so that showing it needs no code of its own.
 */
export function CodeUnavailable({ className }: { className?: string }) {
  return (
    <>
      <p className={className}>{codeLoadFailureMessage()}</p>
      <Button variant="secondary" size="small" onClick={reloadForCode}>
        {reloadLabel}
      </Button>
    </>
  );
}
