import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  credentialsSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationFormSchema,
  registrationSchema,
} from './auth-draft';
import { categoryDraftSchema } from './category-draft';
import { commentDraftSchema } from './comment-draft';
import { contactMessageSchema } from './contact';
import { footerPageDraftSchema } from './footer-page-draft';
import { inGerman } from './german-zod-errors';
import { heroSettingDraftSchema } from './hero-setting-draft';
import * as messages from './messages';
import * as coreMessages from './core-messages';
import { pollDraftSchema } from './poll-draft';
import { productDraftSchema } from './product-draft';
import { projectDraftSchema } from './project-draft';
import { projectGroupDraftSchema } from './project-group-draft';
import { taskDraftSchema } from './task-draft';
import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  hasVisibleText,
  LABEL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  RICH_TEXT_MAX,
  SLUG_MAX,
  TITLE_MAX,
  tooLong,
  URL_MAX,
} from './text-limits';
import { userDraftSchema } from './user-draft';
import { whitelistDraftSchema } from './whitelist-draft';

/** Zero-width space, joiners, word joiner, BOM, soft hyphen, bidi marks and isolates: nothing a reader sees. */
const invisible = '\uFE0F\u034F\u200B\u200C\u200D\u2060\uFEFF\u00AD\u200E\u200F\u202A\u202E\u2066\u2069\u180E';

function issues(schema: $ZodType, input: unknown) {
  const result = safeParse(schema, input, inGerman);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const password = 'Geheim#2026';
const task = { projectId: 1, title: 'Bericht', description: 'Schreiben' };
const project = { title: 'Projekt', projectGroupId: 1, description: 'Kurz', startDate: '2026-01-01' };
const product = { title: 'Chatbot', description: 'Kurz', category: 'Beratung' };
const poll = {
  title: 'Umfrage',
  description: 'Frage',
  options: [{ text: 'Ja' }, { text: 'Nein' }],
  projectGroupIds: [1],
};
const user = { name: 'Anna', email: 'anna@example.org', companyName: 'Caritas', role: 'user' };
const footerPage = { title: 'Impressum', slug: 'impressum', content: 'Text', status: 'published' };
const emailOf = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;

type Case = [name: string, schema: $ZodType, base: Record<string, unknown>, path: string, label: string, max: number];
const longText = (max: number) => 'x'.repeat(max + 1);

// Every text field of every draft: the field's path, the label its message names and the limit.
const cases: Case[] = [
  ['category name', categoryDraftSchema, { name: 'KI' }, 'name', 'Name', NAME_MAX],
  ['category description', categoryDraftSchema, { name: 'KI' }, 'description', 'Beschreibung', DESCRIPTION_MAX],
  ['category icon', categoryDraftSchema, { name: 'KI' }, 'icon', 'Symbol', LABEL_MAX],
  ['comment', commentDraftSchema, {}, 'content', 'Kommentar', COMMENT_MAX],
  [
    'contact name',
    contactMessageSchema,
    { name: 'A', email: 'a@example.org', message: 'Hallo' },
    'name',
    'Name',
    NAME_MAX,
  ],
  [
    'contact message',
    contactMessageSchema,
    { name: 'A', email: 'a@example.org', message: 'Hallo' },
    'message',
    'Nachricht',
    DESCRIPTION_MAX,
  ],
  ['footer page title', footerPageDraftSchema, footerPage, 'title', 'Titel', TITLE_MAX],
  ['footer page slug', footerPageDraftSchema, footerPage, 'slug', 'URL-Slug', SLUG_MAX],
  ['footer page content', footerPageDraftSchema, footerPage, 'content', 'Inhalt', RICH_TEXT_MAX],
  ['hero image description', heroSettingDraftSchema, {}, 'imageDescription', 'Bildbeschreibung', DESCRIPTION_MAX],
  ['poll title', pollDraftSchema, poll, 'title', 'Titel', TITLE_MAX],
  ['poll description', pollDraftSchema, poll, 'description', 'Beschreibung', DESCRIPTION_MAX],
  ['product title', productDraftSchema, product, 'title', 'Titel', TITLE_MAX],
  ['product description', productDraftSchema, product, 'description', 'Kurzbeschreibung', DESCRIPTION_MAX],
  [
    'product full description',
    productDraftSchema,
    product,
    'fullDescription',
    'Vollständige Beschreibung',
    RICH_TEXT_MAX,
  ],
  ['product category', productDraftSchema, product, 'category', 'Kategorie', NAME_MAX],
  ['project title', projectDraftSchema, project, 'title', 'Titel', TITLE_MAX],
  ['project description', projectDraftSchema, project, 'description', 'Kurzbeschreibung', DESCRIPTION_MAX],
  [
    'project full description',
    projectDraftSchema,
    project,
    'fullDescription',
    'Vollständige Beschreibung',
    RICH_TEXT_MAX,
  ],
  ['project category', projectDraftSchema, project, 'category', 'Kategorie', NAME_MAX],
  ['group name', projectGroupDraftSchema, { name: 'Pflege', memberIds: [1] }, 'name', 'Name', NAME_MAX],
  [
    'group description',
    projectGroupDraftSchema,
    { name: 'Pflege', memberIds: [1] },
    'description',
    'Beschreibung',
    DESCRIPTION_MAX,
  ],
  ['task title', taskDraftSchema, task, 'title', 'Titel', TITLE_MAX],
  ['task description', taskDraftSchema, task, 'description', 'Beschreibung', DESCRIPTION_MAX],
  ['user name', userDraftSchema, user, 'name', 'Name', NAME_MAX],
  ['user company', userDraftSchema, user, 'companyName', 'Unternehmen', NAME_MAX],
  [
    'registration name',
    registrationSchema,
    { email: 'a@example.org', password, name: 'A', companyName: 'B' },
    'name',
    'Name',
    NAME_MAX,
  ],
  [
    'registration company',
    registrationSchema,
    { email: 'a@example.org', password, name: 'A', companyName: 'B' },
    'companyName',
    'Unternehmen',
    NAME_MAX,
  ],
  [
    'registration password',
    registrationSchema,
    { email: 'a@example.org', password, name: 'A', companyName: 'B' },
    'password',
    'Passwort',
    PASSWORD_MAX,
  ],
  ['sign-in password', credentialsSchema, { email: 'a@example.org', password }, 'password', 'Passwort', PASSWORD_MAX],
  ['reset password', passwordResetSchema, { token: 'abc', password }, 'password', 'Passwort', PASSWORD_MAX],
];

test.each(cases)(
  'the %s refuses one character over its limit with a German message naming the field, and takes the limit',
  (_, schema, base, path, label, max) => {
    expect(issues(schema, { ...base, [path]: longText(max) })).toEqual([{ path, message: tooLong(label, max) }]);
    expect(issues(schema, { ...base, [path]: 'x'.repeat(max) })).toEqual([]);
  },
);

test('the message says how many characters, with German digit grouping', () => {
  expect(tooLong('Inhalt', RICH_TEXT_MAX)).toBe(
    '„Inhalt“ darf höchstens 100.000 Zeichen lang sein. Bitte kürzen Sie die Eingabe.',
  );
});

test('a 10,000-character category name, a 1,000,000-character comment and a 100,000-character contact message are refused', () => {
  expect(issues(categoryDraftSchema, { name: 'x'.repeat(10_000) })).toEqual([
    { path: 'name', message: tooLong('Name', NAME_MAX) },
  ]);
  expect(issues(commentDraftSchema, { content: 'x'.repeat(1_000_000) })).toEqual([
    { path: 'content', message: tooLong('Kommentar', COMMENT_MAX) },
  ]);
  expect(issues(contactMessageSchema, { name: 'A', email: 'a@example.org', message: 'x'.repeat(100_000) })).toEqual([
    { path: 'message', message: tooLong('Nachricht', DESCRIPTION_MAX) },
  ]);
});

test('texts in lists and rows have limits too: features, technologies, poll answers, attachment links, file names', () => {
  expect(
    issues(productDraftSchema, { ...product, features: [{ title: longText(TITLE_MAX), description: 'D' }] }),
  ).toEqual([{ path: 'features.0.title', message: tooLong('Titel der Funktion', TITLE_MAX) }]);
  expect(
    issues(projectDraftSchema, { ...project, features: [{ title: 'T', description: longText(DESCRIPTION_MAX) }] }),
  ).toEqual([{ path: 'features.0.description', message: tooLong('Beschreibung der Funktion', DESCRIPTION_MAX) }]);
  expect(issues(productDraftSchema, { ...product, technologies: [longText(LABEL_MAX)] })).toEqual([
    { path: 'technologies.0', message: tooLong('Technologie', LABEL_MAX) },
  ]);
  expect(issues(pollDraftSchema, { ...poll, options: [{ text: 'Ja' }, { text: longText(TITLE_MAX) }] })).toEqual([
    { path: 'options.1.text', message: tooLong('Antwortoption', TITLE_MAX) },
  ]);
  const link = { id: 'l1', name: 'Link', type: 'other', url: `https://example.org/${longText(URL_MAX)}` };
  expect(issues(taskDraftSchema, { ...task, attachments: [link] })).toEqual([
    { path: 'attachments', message: tooLong('Link', URL_MAX) },
  ]);
  const file = { name: `${longText(NAME_MAX)}.pdf`, type: 'application/pdf', blob: new Blob(['x']) };
  expect(issues(taskDraftSchema, { ...task, files: [file] })).toEqual([
    { path: 'files.0.name', message: tooLong('Dateiname', NAME_MAX) },
  ]);
});

test('e-mail addresses take 254 characters and no more, wherever they are typed', () => {
  const tooLongMessage = tooLong('E-Mail-Adresse', EMAIL_MAX);
  const registration = { email: emailOf(EMAIL_MAX + 1), password, name: 'A', companyName: 'B' };
  expect(issues(registrationSchema, registration)).toEqual([{ path: 'email', message: tooLongMessage }]);
  expect(issues(registrationFormSchema, { ...registration, confirmPassword: password })).toEqual([
    { path: 'email', message: tooLongMessage },
  ]);
  expect(issues(whitelistDraftSchema, { email: emailOf(EMAIL_MAX + 1), projectGroupId: null })).toEqual([
    { path: 'email', message: tooLongMessage },
  ]);
  expect(issues(userDraftSchema, { ...user, email: emailOf(EMAIL_MAX + 1) })).toEqual([
    { path: 'email', message: tooLongMessage },
  ]);
  expect(issues(passwordResetRequestSchema, { email: emailOf(EMAIL_MAX + 1) })).toEqual([
    { path: 'email', message: tooLongMessage },
  ]);
  expect(issues(credentialsSchema, { email: emailOf(EMAIL_MAX + 1), password })).toEqual([
    { path: 'email', message: tooLongMessage },
  ]);
  expect(issues(contactMessageSchema, { name: 'A', email: emailOf(EMAIL_MAX + 1), message: 'M' })).toEqual([
    { path: 'email', message: tooLongMessage },
  ]);
  expect(issues(whitelistDraftSchema, { email: emailOf(EMAIL_MAX), projectGroupId: null })).toEqual([]);
});

test('a reset token longer than any the store hands out is the missing-token message', () => {
  expect(issues(passwordResetSchema, { token: 'a'.repeat(1_000), password })).toEqual([
    { path: 'token', message: messages.resetTokenMissing },
  ]);
  expect(issues(passwordResetFormSchema, { token: 'a'.repeat(1_000), password, confirmPassword: password })).toEqual([
    { path: 'token', message: messages.resetTokenMissing },
  ]);
});

test('only invisible characters do not fill a required field', () => {
  expect(hasVisibleText(invisible)).toBe(false);
  expect(hasVisibleText(` \t\n\u00A0\u3000${invisible}`)).toBe(false);
  expect(hasVisibleText(`${invisible}a`)).toBe(true);
  // An emoji family is joined by zero-width joiners: visible.
  expect(hasVisibleText('👨\u200D👩\u200D👧')).toBe(true);

  expect(issues(categoryDraftSchema, { name: invisible })).toEqual([
    { path: 'name', message: coreMessages.requiredFields },
  ]);
  expect(issues(projectGroupDraftSchema, { name: invisible, memberIds: [1] })).toEqual([
    { path: 'name', message: messages.groupNameRequired },
  ]);
  expect(issues(contactMessageSchema, { name: invisible, email: 'a@example.org', message: invisible })).toEqual([
    { path: 'name', message: coreMessages.requiredFields },
    { path: 'message', message: coreMessages.requiredFields },
  ]);
  expect(issues(taskDraftSchema, { ...task, title: invisible })).toEqual([
    { path: 'title', message: coreMessages.requiredFields },
  ]);
  expect(issues(registrationSchema, { email: 'a@example.org', password, name: invisible, companyName: 'B' })).toEqual([
    { path: 'name', message: coreMessages.requiredFields },
  ]);
});

test('combining marks alone are not visible; on a visible base they are part of its character', () => {
  for (const marks of ['\u0301\u0301\u0301', '\u20DD', ' \u0308\u200B', '\u093F', '\u0301\uFE0F\u200D']) {
    expect(hasVisibleText(marks), JSON.stringify(marks)).toBe(false);
  }
  for (const text of ['e\u0301', '\u0915\u093F', 'a\u20DD', '👍🏽', '❤️', '\u2764\uFE0F', '1\uFE0F\u20E3']) {
    expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
  }
  expect(issues(categoryDraftSchema, { name: '\u0301\u0301\u0301' })).toEqual([
    { path: 'name', message: coreMessages.requiredFields },
  ]);
  expect(issues(commentDraftSchema, { content: '\u20DD' })).toEqual([
    { path: 'content', message: messages.commentEmpty },
  ]);
  expect(issues(pollDraftSchema, { ...poll, options: [{ text: 'Ja' }, { text: '\u0301' }] })).toEqual([
    { path: 'options', message: messages.pollOptionsRequired },
  ]);
});

test('a comment of invisible characters only, without a file, is empty', () => {
  expect(issues(commentDraftSchema, { content: invisible })).toEqual([
    { path: 'content', message: messages.commentEmpty },
  ]);
});

test('a poll answer of invisible characters only is no answer', () => {
  expect(issues(pollDraftSchema, { ...poll, options: [{ text: 'Ja' }, { text: invisible }] })).toEqual([
    { path: 'options', message: messages.pollOptionsRequired },
  ]);
});

test('a text keeps its invisible characters where it has visible ones: only the emptiness check ignores them', () => {
  const parsed = safeParse(categoryDraftSchema, { name: 'Bera\u00ADtung' }, inGerman);
  expect(parsed.success && parsed.data.name).toBe('Bera\u00ADtung');
});

test('product and project images are web addresses, files of this site or stored files, nothing else', () => {
  for (const url of [
    'https://example.org/a.png',
    'http://example.org/a.png',
    '/images/products/a.svg',
    'stored-file:12',
  ]) {
    expect(issues(productDraftSchema, { ...product, imageUrl: url, additionalImages: [url] })).toEqual([]);
    expect(issues(projectDraftSchema, { ...project, imageUrl: url, additionalImages: [url] })).toEqual([]);
  }
  for (const url of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example/a.png',
    'bild.png',
    'stored-file:x',
  ]) {
    expect(issues(productDraftSchema, { ...product, imageUrl: url })).toEqual([
      { path: 'imageUrl', message: messages.invalidImageAddress },
    ]);
    expect(issues(projectDraftSchema, { ...project, imageUrl: url })).toEqual([
      { path: 'imageUrl', message: messages.invalidImageAddress },
    ]);
    expect(issues(productDraftSchema, { ...product, additionalImages: [url] })).toEqual([
      { path: 'additionalImages.0', message: messages.invalidImageAddress },
    ]);
    expect(issues(projectDraftSchema, { ...project, additionalImages: [url] })).toEqual([
      { path: 'additionalImages.0', message: messages.invalidImageAddress },
    ]);
  }
});
