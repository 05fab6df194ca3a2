import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure } from './code-loading';

describe('isCodeLoadFailure', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://example.org/assets/admin-route-1.js'),
    ],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://example.org/assets/admin-route-1.js'),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Safari given the host’s HTML page', new TypeError("'text/html' is not a valid JavaScript MIME type.")],
    ['Vite’s stylesheet preloader', new Error('Unable to preload CSS for /assets/confirm-dialog-1.css')],
  ])('recognises %s', (_browser, error) => {
    expect(isCodeLoadFailure(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isCodeLoadFailure(new Error('Der Eintrag wurde nicht gefunden.'))).toBe(false);
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
