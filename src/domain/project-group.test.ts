import type * as z from 'zod/mini';
import { groupStatusLabels, groupTypeLabels } from './project-group';
import { projectGroupDraftSchema } from './project-group-draft';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

test('a project group without a name is refused with the name message', () => {
  expect(messagesOf(projectGroupDraftSchema.safeParse({ name: '  ', memberIds: [1] }))).toEqual([
    'Bitte geben Sie einen Namen für die Gruppe ein.',
  ]);
});

test('a project group without members is refused with the members message', () => {
  expect(messagesOf(projectGroupDraftSchema.safeParse({ name: 'Pflege', memberIds: [] }))).toEqual([
    'Bitte wählen Sie mindestens ein Mitglied aus.',
  ]);
});

test('a new project group defaults to active and collaborative', () => {
  expect(projectGroupDraftSchema.parse({ name: ' Pflege ', memberIds: [1, 2] })).toEqual({
    name: 'Pflege',
    description: '',
    status: 'active',
    type: 'collaborative',
    memberIds: [1, 2],
  });
});

test('a project group may be archived and private', () => {
  const result = projectGroupDraftSchema.parse({ name: 'Pflege', memberIds: [1], status: 'archived', type: 'private' });
  expect(result.status).toBe('archived');
  expect(result.type).toBe('private');
});

test('a project group with an unknown type is refused', () => {
  expect(projectGroupDraftSchema.safeParse({ name: 'Pflege', memberIds: [1], type: 'public' }).success).toBe(false);
});

test('group status and type labels are German', () => {
  expect(groupStatusLabels).toEqual({ active: 'Aktiv', archived: 'Archiviert' });
  expect(groupTypeLabels).toEqual({ collaborative: 'Kollaborativ', private: 'Privat' });
});
