// What each write route takes in. The workshop server checks it before it reads a byte of the body (who you are
// before how big you are: serve-api.ts); the façade reads bodies by it and refuses a body of the wrong kind with 400.
import { COMMENT_MAX_FILE_BYTES, COMMENT_MAX_FILES } from '../../src/domain/comment';
import { TASK_MAX_ATTACHMENTS } from '../../src/domain/task-rules';

const KB = 1024;
const MB = KB * KB;

export interface Intake {
  /** 'none': nothing to read (an empty JSON object is tolerated); 'form': multipart/form-data with files. */
  body: 'none' | 'json' | 'form';
  /** The most bytes the body may have. */
  limit: number;
  /** Whether a request without a session may send it; every other write is refused with 401 before its body is read. */
  guest: boolean;
  /**
   * Only an admin may send it: the façade asks the store who is calling before it reads the body, so a member's
   * draft to an admin's route is 403 whatever it holds (who before what), as the store itself would answer.
   */
  admin?: true;
}

/** The uploader's file size of SPEC §9 (5 files of 10 MB); only comments state a smaller one (§5). */
const UPLOAD_FILE_BYTES = 10 * MB;
/** Room for a form's text fields beside its files: a project's full description is up to 100,000 characters. */
const FORM_TEXT = MB;

/** A write without a body: a like, a vote's removal, a delete, marking read. */
export const noBody: Intake = { body: 'none', limit: KB, guest: false };
/**
 * A member's or admin's JSON: the longest text (a footer page, 100,000 characters) escaped to JSON in the worst
 * case (six bytes a character) stays below this.
 */
export const memberJson: Intake = { body: 'json', limit: MB, guest: false };
/** An admin's JSON (a user, a group, a category, …): as a member's, for admins only. */
export const adminJson: Intake = { ...memberJson, admin: true };
/** What a guest may send: sign-in, registration, password reset (a few short fields) or a contact message. */
export const guestJson = (limit: number): Intake => ({ body: 'json', limit, guest: true });
export const SIGN_IN_LIMIT = 4 * KB;
export const REGISTRATION_LIMIT = 8 * KB;
/** A contact message: 5,000 characters at six bytes each, plus name and address. */
export const CONTACT_LIMIT = 40 * KB;
/** Tasks, projects, products and the start-page picture: at most TASK_MAX_ATTACHMENTS files of the uploader's size. */
export const uploadForm: Intake = {
  body: 'form',
  limit: TASK_MAX_ATTACHMENTS * UPLOAD_FILE_BYTES + FORM_TEXT,
  guest: false,
};
/** An admin's upload form (a task, a project, a product). */
export const adminForm: Intake = { ...uploadForm, admin: true };
/** A comment: at most COMMENT_MAX_FILES files of COMMENT_MAX_FILE_BYTES each. */
export const commentForm: Intake = {
  body: 'form',
  limit: COMMENT_MAX_FILES * COMMENT_MAX_FILE_BYTES + FORM_TEXT,
  guest: false,
};

export const intakeMessages = {
  unknownPath: 'Unbekannter Pfad',
  notJson: 'Der Inhalt der Anfrage ist kein gültiges JSON. Bitte senden Sie die Daten als JSON.',
  notForm:
    'Der Inhalt der Anfrage ist kein gültiges Formular. Bitte senden Sie die Daten als multipart/form-data mit Begrenzung (boundary).',
  tooLarge: (limit: number) =>
    limit >= MB
      ? `Die Anfrage ist zu groß (höchstens ${Math.round(limit / MB)} MB). Bitte wählen Sie kleinere oder weniger Dateien.`
      : `Die Anfrage ist zu groß (höchstens ${Math.round(limit / KB)} KB). Bitte kürzen Sie die Eingabe.`,
};

/** The refusal of a body whose declared type does not fit the route, before it is read; null when it fits. */
export function contentTypeRefusal(intake: Intake, contentType: string | undefined): string | null {
  const multipart = /^multipart\/form-data\s*;.*\bboundary=/i.test(contentType ?? '');
  if (intake.body === 'form') return multipart ? null : intakeMessages.notForm;
  return /^multipart\//i.test(contentType ?? '') ? intakeMessages.notJson : null;
}
