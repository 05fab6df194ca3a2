import type { Repository } from '../repository';
import { ValidationError } from '../errors';
import { ADMIN_EMAIL, MEMBER_EMAIL, createTestRepository } from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';

const required = 'Bitte füllen Sie alle Pflichtfelder aus.';
const choice = 'Bitte wählen Sie einen der angebotenen Werte aus.';
const file = (name: string, type: string, bytes = 10) => ({
  name,
  type,
  blob: new Blob([new Uint8Array(bytes)], { type }),
});

/** Every repository write with bad input, the German message it must answer with, and who calls it. */
const badWrites: [string, 'admin' | 'member' | 'guest', (r: Repository) => Promise<unknown>, string][] = [
  [
    'auth.login without password',
    'guest',
    (r) => r.auth.login({ email: 'nutzer@example.com', password: '' }),
    required,
  ],
  [
    'auth.register with a short password',
    'guest',
    (r) => r.auth.register({ email: 'eingeladen@example.com', password: 'kurz', name: 'E', companyName: 'C' }),
    'Das Passwort muss mindestens 8 Zeichen lang sein.',
  ],
  [
    'auth.register with a bad e-mail',
    'guest',
    (r) => r.auth.register({ email: 'kein-at', password: 'langgenug', name: 'E', companyName: 'C' }),
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ],
  [
    'auth.register without company',
    'guest',
    (r) => r.auth.register({ email: 'eingeladen@example.com', password: 'langgenug', name: 'E', companyName: ' ' }),
    required,
  ],
  [
    'auth.register without invitation',
    'guest',
    (r) => r.auth.register({ email: 'fremd@example.com', password: 'langgenug', name: 'E', companyName: 'C' }),
    'Diese E-Mail-Adresse ist nicht zur Registrierung freigeschaltet.',
  ],
  [
    'passwordReset.reset without token',
    'guest',
    (r) => r.passwordReset.reset({ token: '', password: 'langgenug' }),
    'Ungültiger oder fehlender Token',
  ],
  [
    'passwordReset.reset with unknown token',
    'guest',
    (r) => r.passwordReset.reset({ token: 'gibt-es-nicht', password: 'langgenug' }),
    'Ungültiger oder fehlender Token',
  ],
  [
    'passwordReset.reset with a short password',
    'guest',
    (r) => r.passwordReset.reset({ token: 'x', password: 'kurz' }),
    'Das Passwort muss mindestens 8 Zeichen lang sein',
  ],
  [
    'users.create without name',
    'admin',
    (r) => r.users.create({ name: '', email: 'a@example.com', companyName: 'C', role: 'user' }),
    required,
  ],
  [
    'users.create with a bad e-mail',
    'admin',
    (r) => r.users.create({ name: 'A', email: 'a-at-b', companyName: 'C', role: 'user' }),
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ],
  [
    'users.update to a taken e-mail',
    'admin',
    (r) => r.users.update(3, { name: 'A', email: 'nutzer@example.com', companyName: 'C', role: 'user' }),
    'Diese E-Mail-Adresse ist bereits registriert.',
  ],
  [
    'groups.create without name',
    'admin',
    (r) => r.groups.create({ name: ' ', memberIds: [2] }),
    'Bitte geben Sie einen Namen für die Gruppe ein.',
  ],
  [
    'groups.create without members',
    'admin',
    (r) => r.groups.create({ name: 'G', memberIds: [] }),
    'Bitte wählen Sie mindestens ein Mitglied aus.',
  ],
  [
    'projects.create without title',
    'admin',
    (r) => r.projects.create({ title: '', projectGroupId: 1, description: 'D', startDate: '2026-07-01' }),
    required,
  ],
  [
    'projects.create without start date',
    'admin',
    (r) => r.projects.create({ title: 'T', projectGroupId: 1, description: 'D', startDate: '' }),
    required,
  ],
  [
    'tasks.create without description',
    'admin',
    (r) => r.tasks.create({ projectId: 1, title: 'T', description: '' }),
    required,
  ],
  [
    'tasks.create with six files',
    'admin',
    (r) =>
      r.tasks.create({
        projectId: 1,
        title: 'T',
        description: 'D',
        files: Array.from({ length: 6 }, (_, i) => file(`f${i}.pdf`, 'application/pdf')),
      }),
    'Maximal 5 Dateien können hochgeladen werden',
  ],
  [
    'tasks.update with an unknown status',
    'admin',
    (r) => r.tasks.update(1, { projectId: 1, title: 'T', description: 'D', status: 'erledigt' as never }),
    choice,
  ],
  [
    'tasks.create with an unknown priority',
    'admin',
    (r) => r.tasks.create({ projectId: 1, title: 'T', description: 'D', priority: 'dringend' as never }),
    choice,
  ],
  [
    'groups.update without name',
    'admin',
    (r) => r.groups.update(1, { name: '', memberIds: [2] }),
    'Bitte geben Sie einen Namen für die Gruppe ein.',
  ],
  [
    'groups.update with an unknown type',
    'admin',
    (r) => r.groups.update(1, { name: 'G', memberIds: [2], type: 'offen' as never }),
    choice,
  ],
  [
    'groups.create with an unknown status',
    'admin',
    (r) => r.groups.create({ name: 'G', memberIds: [2], status: 'weg' as never }),
    choice,
  ],
  [
    'projects.update without description',
    'admin',
    (r) => r.projects.update(1, { title: 'T', projectGroupId: 1, description: ' ', startDate: '2026-07-01' }),
    required,
  ],
  [
    'projects.create with an unknown status',
    'admin',
    (r) =>
      r.projects.create({
        title: 'T',
        projectGroupId: 1,
        description: 'D',
        startDate: '2026-07-01',
        status: 'pausiert' as never,
      }),
    choice,
  ],
  [
    'polls.create with an unknown status',
    'admin',
    (r) =>
      r.polls.create({
        title: 'T',
        description: 'D',
        options: [{ text: 'Ja' }, { text: 'Nein' }],
        projectGroupIds: [1],
        status: 'offen' as never,
      }),
    choice,
  ],
  [
    'footerPages.create with an unknown status',
    'admin',
    (r) => r.footerPages.create({ title: 'T', slug: 'neu', content: '<p>x</p>', status: 'online' as never }),
    choice,
  ],
  [
    'notifications.updateSettings with a setting that is not yes/no',
    'member',
    (r) =>
      r.notifications.updateSettings({
        newProject: true,
        newTask: true,
        taskDeadline: true,
        taskComments: 'ja' as never,
      }),
    'Ungültige Eingabe. Bitte prüfen Sie Ihre Angaben.',
  ],
  [
    'comments.create empty',
    'member',
    (r) => r.comments.create(3, { content: '   ' }),
    'Bitte geben Sie einen Kommentar ein oder hängen Sie eine Datei an.',
  ],
  [
    'comments.create with four files',
    'member',
    (r) =>
      r.comments.create(3, {
        content: 'x',
        files: Array.from({ length: 4 }, (_, i) => file(`b${i}.png`, 'image/png')),
      }),
    'Maximal 3 Dateien können angehängt werden',
  ],
  [
    'comments.create with a file over 2 MB',
    'member',
    (r) => r.comments.create(3, { content: 'x', files: [file('gross.pdf', 'application/pdf', 2 * 1024 * 1024 + 1)] }),
    'Jede Datei darf höchstens 2 MB groß sein',
  ],
  [
    'polls.create with one option',
    'admin',
    (r) =>
      r.polls.create({ title: 'T', description: 'D', options: [{ text: 'Ja' }, { text: ' ' }], projectGroupIds: [1] }),
    'Bitte geben Sie mindestens zwei Antwortoptionen ein.',
  ],
  [
    'polls.create without groups',
    'admin',
    (r) =>
      r.polls.create({
        title: 'T',
        description: 'D',
        options: [{ text: 'Ja' }, { text: 'Nein' }],
        projectGroupIds: [],
      }),
    'Bitte wählen Sie mindestens eine Projektgruppe aus.',
  ],
  [
    'polls.create without title',
    'admin',
    (r) =>
      r.polls.create({
        title: '',
        description: 'D',
        options: [{ text: 'Ja' }, { text: 'Nein' }],
        projectGroupIds: [1],
      }),
    required,
  ],
  [
    'products.create without category',
    'admin',
    (r) => r.products.create({ title: 'T', description: 'D', category: '' }),
    required,
  ],
  ['categories.create without name', 'admin', (r) => r.categories.create({ name: '' }), required],
  [
    'footerPages.create without content',
    'admin',
    (r) => r.footerPages.create({ title: 'T', slug: 'neu', content: '', status: 'draft' }),
    required,
  ],
  [
    'whitelist.create with a bad e-mail',
    'admin',
    (r) => r.whitelist.create({ email: 'kein-at', projectGroupId: 1 }),
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ],
  [
    'configurations.save with opacity 2',
    'admin',
    (r) => r.configurations.save('hero', { opacity: 2, imageDescription: '' }),
    'Die Deckkraft muss zwischen 0 und 1 liegen.',
  ],
  [
    'projects.create ending before it starts',
    'admin',
    (r) =>
      r.projects.create({
        title: 'T',
        projectGroupId: 1,
        description: 'D',
        startDate: '2026-12-10',
        endDate: '2026-12-01',
      }),
    'Das Enddatum darf nicht vor dem Startdatum liegen.',
  ],
  [
    'polls.create ending before it starts',
    'admin',
    (r) =>
      r.polls.create({
        title: 'T',
        description: 'D',
        options: [{ text: 'Ja' }, { text: 'Nein' }],
        projectGroupIds: [1],
        startDate: '2026-06-10',
        endDate: '2026-06-01',
      }),
    'Das Enddatum darf nicht vor dem Startdatum liegen.',
  ],
  [
    'whitelist.create without a project group',
    'admin',
    (r) => r.whitelist.create({ email: 'neu@example.com', projectGroupId: null }),
    required,
  ],
  [
    'whitelist.update that removes the project group',
    'admin',
    (r) => r.whitelist.update(1, { email: 'eingeladen@example.com', projectGroupId: null }),
    required,
  ],
  [
    'projects.create with a blank start date',
    'admin',
    (r) => r.projects.create({ title: 'T', projectGroupId: 1, description: 'D', startDate: '   ' }),
    required,
  ],
  [
    'projects.update with a start date that is no date',
    'admin',
    (r) => r.projects.update(1, { title: 'T', projectGroupId: 1, description: 'D', startDate: 'kein Datum' }),
    'Bitte geben Sie ein gültiges Datum ein.',
  ],
  [
    'polls.create ending in a year of six digits',
    'admin',
    (r) =>
      r.polls.create({
        title: 'T',
        description: 'D',
        options: [{ text: 'Ja' }, { text: 'Nein' }],
        projectGroupIds: [1],
        endDate: '202666-01-01',
      }),
    'Bitte geben Sie ein gültiges Datum ein.',
  ],
  [
    'tasks.create with a deadline of 30 February',
    'admin',
    (r) => r.tasks.create({ projectId: 1, title: 'T', description: 'D', deadline: '2026-02-30' }),
    'Bitte geben Sie ein gültiges Datum ein.',
  ],
  [
    'configurations.save with an opacity between the slider’s steps',
    'admin',
    (r) => r.configurations.save('hero', { opacity: 0.37, imageDescription: '' }),
    'Die Deckkraft wird in Schritten von 0,1 angegeben.',
  ],
  [
    'tasks.create with a javascript: link',
    'admin',
    (r) =>
      r.tasks.create({
        projectId: 1,
        title: 'T',
        description: 'D',
        attachments: [{ id: 'url-1', name: 'x', type: 'other', url: 'javascript:alert(1)' }],
      }),
    'Bitte geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt.',
  ],
  [
    'contact.send without message',
    'guest',
    (r) => r.contact.send({ name: 'N', email: 'n@example.com', message: '' }),
    required,
  ],
  // Invisible characters fill nothing; every text has a limit; images come from the web or this site.
  [
    'categories.create with a name of zero-width characters',
    'admin',
    (r) => r.categories.create({ name: '\u200B\u200D\uFEFF\u2060' }),
    required,
  ],
  [
    'comments.create of zero-width characters',
    'member',
    (r) => r.comments.create(3, { content: '\u200B\u200C' }),
    'Bitte geben Sie einen Kommentar ein oder hängen Sie eine Datei an.',
  ],
  [
    'categories.create with a name of 10,000 characters',
    'admin',
    (r) => r.categories.create({ name: 'x'.repeat(10_000) }),
    '„Name“ darf höchstens 120 Zeichen lang sein.',
  ],
  [
    'comments.create with 1,000,000 characters',
    'member',
    (r) => r.comments.create(3, { content: 'x'.repeat(1_000_000) }),
    '„Kommentar“ darf höchstens 10.000 Zeichen lang sein.',
  ],
  [
    'contact.send with a message of 100,000 characters',
    'guest',
    (r) => r.contact.send({ name: 'N', email: 'n@example.com', message: 'x'.repeat(100_000) }),
    '„Nachricht“ darf höchstens 5.000 Zeichen lang sein.',
  ],
  [
    'footerPages.create with a title of 201 characters',
    'admin',
    (r) => r.footerPages.create({ title: 'x'.repeat(201), slug: 'neu', content: 'x', status: 'draft' }),
    '„Titel“ darf höchstens 200 Zeichen lang sein.',
  ],
  [
    'users.update with a name of 121 characters',
    'admin',
    (r) => r.users.update(3, { name: 'x'.repeat(121), email: 'a@example.com', companyName: 'C', role: 'user' }),
    '„Name“ darf höchstens 120 Zeichen lang sein.',
  ],
  [
    'auth.register with a password of 201 characters',
    'guest',
    (r) => r.auth.register({ email: 'eingeladen@example.com', password: 'x'.repeat(201), name: 'E', companyName: 'C' }),
    '„Passwort“ darf höchstens 200 Zeichen lang sein.',
  ],
  [
    'products.create with a javascript: image',
    'admin',
    (r) => r.products.create({ title: 'T', description: 'D', category: 'Beratung', imageUrl: 'javascript:alert(1)' }),
    'Bitte geben Sie für Bilder eine Adresse an, die mit http://, https:// oder / beginnt.',
  ],
  [
    'products.update with a data: image among the further ones',
    'admin',
    (r) =>
      r.products.update(1, {
        title: 'T',
        description: 'D',
        category: 'Beratung',
        additionalImages: ['data:image/png;base64,AAAA'],
      }),
    'Bitte geben Sie für Bilder eine Adresse an, die mit http://, https:// oder / beginnt.',
  ],
  [
    'projects.create with a javascript: image',
    'admin',
    (r) =>
      r.projects.create({
        title: 'T',
        projectGroupId: 1,
        description: 'D',
        startDate: '2026-07-01',
        imageUrl: 'javascript:alert(1)',
      }),
    'Bitte geben Sie für Bilder eine Adresse an, die mit http://, https:// oder / beginnt.',
  ],
  [
    'projects.update with a file: image',
    'admin',
    (r) =>
      r.projects.update(1, {
        title: 'T',
        projectGroupId: 1,
        description: 'D',
        startDate: '2026-07-01',
        imageUrl: 'file:///etc/passwd',
      }),
    'Bitte geben Sie für Bilder eine Adresse an, die mit http://, https:// oder / beginnt.',
  ],
  [
    'whitelist.create with markup after the address',
    'admin',
    (r) => r.whitelist.create({ email: 'a@b.de<script>alert(1)</script>', projectGroupId: 1 }),
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ],
];

test.each(badWrites)('%s is refused with its German message and changes nothing', async (_name, who, call, message) => {
  const { ctx, repo } = await createTestRepository();
  if (who === 'admin') await ctx.signInAs(ADMIN_EMAIL);
  if (who === 'member') await ctx.signInAs(MEMBER_EMAIL);
  const before = await snapshot(ctx.db);
  const error = await call(repo).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toContain(message);
  expect(error).toBeInstanceOf(ValidationError);
  expect(await snapshot(ctx.db)).toBe(before);
});

test('a NotFoundError thrown inside a store transaction reaches the caller as NotFoundError', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const { NotFoundError } = await import('../errors');
  await expect(repo.groups.update(999, { name: 'G', memberIds: [2] })).rejects.toBeInstanceOf(NotFoundError);
  await expect(repo.users.remove(999)).rejects.toBeInstanceOf(NotFoundError);
});
