import { safeParse, type $ZodType } from 'zod/v4/core';
import { createSeed } from '../../seed';
import { categoryDraftSchema } from './category-draft';
import { commentDraftSchema } from './comment-draft';
import { emailPattern } from './common-rules';
import { footerPageDraftSchema } from './footer-page-draft';
import { inGerman } from './german-zod-errors';
import { heroSettingDraftSchema } from './hero-setting-draft';
import { pollDraftSchema } from './poll-draft';
import { productDraftSchema } from './product-draft';
import { projectDraftSchema } from './project-draft';
import { projectGroupDraftSchema } from './project-group-draft';
import { taskDraftSchema } from './task-draft';
import { userDraftSchema } from './user-draft';
import { whitelistDraftSchema } from './whitelist-draft';

const seed = createSeed(new Date('2026-06-15T10:00:00.000Z'));

/** The messages a record would get if an admin saved it unchanged: none, for every seed record. */
function refusals(schema: $ZodType, records: readonly object[]): string[] {
  return records.flatMap((record) => {
    const result = safeParse(schema, record, inGerman);
    return result.success
      ? []
      : result.error.issues.map(
          (issue) => `${JSON.stringify(record).slice(0, 60)} ${issue.path.join('.')}: ${issue.message}`,
        );
  });
}

test('every seed address matches the e-mail pattern, and the pattern refuses markup, quotes and lists', () => {
  const addresses = [...seed.users.map((u) => u.email), ...seed.whitelist.map((w) => w.email)];
  expect(addresses.length).toBeGreaterThan(10);
  expect(addresses.filter((address) => !emailPattern.test(address))).toEqual([]);
  for (const bad of [
    'a@b.de<script>alert(1)</script>',
    '"a b"@example.org',
    'a@example.org,b@example.org',
    'a@example.org;b@example.org',
    'Anna <a@example.org>',
    'a(kommentar)@example.org',
    'a@[127.0.0.1]',
    'a\\b@example.org',
    'a@example.org:80',
    'a @example.org',
  ]) {
    expect(emailPattern.test(bad), bad).toBe(false);
  }
});

test('every seed record would be saved unchanged: its texts fit the limits of the drafts', () => {
  expect(refusals(userDraftSchema, seed.users)).toEqual([]);
  expect(refusals(whitelistDraftSchema, seed.whitelist)).toEqual([]);
  expect(refusals(projectGroupDraftSchema, seed.groups)).toEqual([]);
  expect(refusals(categoryDraftSchema, seed.categories)).toEqual([]);
  expect(refusals(productDraftSchema, seed.products)).toEqual([]);
  expect(refusals(projectDraftSchema, seed.projects)).toEqual([]);
  expect(refusals(taskDraftSchema, seed.tasks)).toEqual([]);
  expect(
    refusals(
      commentDraftSchema,
      seed.comments.map((c) => ({ content: c.content })),
    ),
  ).toEqual([]);
  expect(refusals(pollDraftSchema, seed.polls)).toEqual([]);
  expect(refusals(footerPageDraftSchema, seed.footerPages)).toEqual([]);
  expect(
    refusals(
      heroSettingDraftSchema,
      Object.values(seed.heroSettings).map((h) => ({ opacity: h.opacity, imageDescription: h.imageDescription })),
    ),
  ).toEqual([]);
});
