// How long a text anyone types may be, one number per kind of field, and what "filled in" means. Without zod, so
// that a form may use the numbers without loading the schemas. The drafts (`*-draft.ts`, `contact.ts`) check every
// text against these, in forms and again in the store; the forms set no `maxlength`, so a paste that is too long
// stays whole and gets the message instead of being cut without a word (docs/decisions/016-text-limits-and-sign-in-throttling.md).

/** People's, groups' and categories' names, company names, file names. */
export const NAME_MAX = 120;
/** Titles of products, projects, tasks, polls, footer pages; feature titles; poll answers. */
export const TITLE_MAX = 200;
/** Short descriptions and plain texts: a project's or task's description, a contact message, an image description. */
export const DESCRIPTION_MAX = 5_000;
/** Long texts: a product's or project's full description, a footer page's content. */
export const RICH_TEXT_MAX = 100_000;
/** A comment on a task. */
export const COMMENT_MAX = 10_000;
/** RFC 5321: an address has at most 254 characters. */
export const EMAIL_MAX = 254;
/** Enough for a passphrase; more is a paste gone wrong. */
export const PASSWORD_MAX = 200;
/** A technology chip, a category chosen from a list. */
export const LABEL_MAX = 60;
/** A footer page's URL slug. */
export const SLUG_MAX = 100;
/** A web address (image, attachment link). */
export const URL_MAX = 2_048;
/** A reset link's token. */
export const TOKEN_MAX = 200;

/** The message for a text over its limit, naming the field: the form may show it above all fields. */
export function tooLong(label: string, max: number): string {
  return `„${label}“ darf höchstens ${max.toLocaleString('de-DE')} Zeichen lang sein. Bitte kürzen Sie die Eingabe.`;
}

/**
 * Characters that are nothing to read on their own: white space, control and format characters (Unicode Cc, Cf:
 * zero-width space and joiners, soft hyphen, byte-order mark, bidi controls …), the fillers that render as nothing,
 * and combining marks (M: accents, enclosing circles, variation selectors, the grapheme joiner), which belong to the
 * character before them: 'e\u0301' is visible through its 'e', '\u0301\u0301' alone is no text. A text of only
 * these is empty to the reader.
 */
const invisible = /[\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** Whether a text shows at least one character. */
export function hasVisibleText(text: string): boolean {
  return text.replace(invisible, '') !== '';
}
