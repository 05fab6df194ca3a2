import { invitationsCreatedMessage, parseInvitationLines } from './whitelist';
import { whitelistDraftSchema } from './whitelist-draft';

test('invitation lines are trimmed and empty lines dropped', () => {
  expect(parseInvitationLines('  a@example.org  \n\n   \nb@example.org\n')).toEqual({
    emails: ['a@example.org', 'b@example.org'],
    invalidLines: [],
  });
});

test('an address given twice is invited once, regardless of case', () => {
  expect(parseInvitationLines('a@example.org\nA@Example.ORG\nb@example.org\na@example.org').emails).toEqual([
    'a@example.org',
    'b@example.org',
  ]);
});

test('invitation addresses are lower-cased', () => {
  expect(parseInvitationLines('Erika.Muster@Example.org').emails).toEqual(['erika.muster@example.org']);
});

test('invalid invitation lines are reported by their 1-based line number', () => {
  expect(parseInvitationLines('a@example.org\nkeine-adresse\n\nb@example\nc@example.org')).toEqual({
    emails: ['a@example.org', 'c@example.org'],
    invalidLines: [2, 4],
  });
});

test('invitation lines separated by CRLF are split like LF lines', () => {
  expect(parseInvitationLines('a@example.org\r\nb@example.org\r\n\r\nfalsch\r\n')).toEqual({
    emails: ['a@example.org', 'b@example.org'],
    invalidLines: [4],
  });
});

test('an empty textarea gives no invitations', () => {
  expect(parseInvitationLines('')).toEqual({ emails: [], invalidLines: [] });
});

test('the created message counts the invitations', () => {
  expect(invitationsCreatedMessage(3)).toBe('3 Einladungen wurden erfolgreich erstellt');
  expect(invitationsCreatedMessage(12)).toBe('12 Einladungen wurden erfolgreich erstellt');
});

test('a whitelist draft lower-cases its email and defaults to active', () => {
  expect(whitelistDraftSchema.parse({ email: ' A@Example.org ', projectGroupId: 1 })).toEqual({
    email: 'a@example.org',
    projectGroupId: 1,
    isActive: true,
  });
});

test('a whitelist draft with an invalid email is refused', () => {
  expect(whitelistDraftSchema.safeParse({ email: 'a@', projectGroupId: 1 }).success).toBe(false);
});
