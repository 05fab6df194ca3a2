import {
  credentialsSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
} from '../../src/domain/auth-draft';
import { categoryDraftSchema } from '../../src/domain/category-draft';
import { contactMessageSchema } from '../../src/domain/contact';
import { footerPageDraftSchema } from '../../src/domain/footer-page-draft';
import { projectGroupDraftSchema } from '../../src/domain/project-group-draft';
import { userDraftSchema } from '../../src/domain/user-draft';
import { whitelistDraftSchema } from '../../src/domain/whitelist-draft';
import { screens as s } from './screens';
import type { Call } from './types';
import { json, none, one, write } from './write-call';

/** The writes of accounts and the admin's collections. */
export const accountWrites: Call[] = [
  write(
    'auth.login',
    'POST login',
    'guest',
    'Anmelden (ohne Token)',
    [s.login],
    { kind: 'session' },
    json(credentialsSchema),
  ),
  write('auth.logout', 'POST logout', 'member', 'Abmelden', [s.userMenu], none),
  write(
    'auth.register',
    'POST register',
    'guest',
    'Registrieren (ohne Token)',
    [s.register],
    { kind: 'register' },
    {
      ...json(registrationSchema),
      success: true,
    },
  ),
  write(
    'passwordReset.request',
    'POST passwordResetRequest',
    'guest',
    'Link zum Zurücksetzen anfordern',
    [s.forgotPassword],
    none,
    json(passwordResetRequestSchema),
  ),
  write(
    'passwordReset.reset',
    'POST passwordReset',
    'guest',
    'Passwort zurücksetzen',
    [s.resetPassword],
    none,
    json(passwordResetSchema),
  ),
  write(
    'contact.send',
    'POST contact',
    'guest',
    'Kontaktformular senden',
    [s.contact],
    none,
    json(contactMessageSchema),
  ),
  write('users.create', 'POST users', 'admin', 'Benutzer anlegen', [s.adminUsers], one('user'), json(userDraftSchema)),
  write('users.update', 'PUT user', 'admin', 'Benutzer ändern', [s.adminUsers], one('user'), json(userDraftSchema)),
  write('users.remove', 'DELETE user', 'admin', 'Benutzer löschen', [s.adminUsers], none),
  write(
    'groups.create',
    'POST groups',
    'admin',
    'Gruppe anlegen',
    [s.adminGroups],
    one('group'),
    json(projectGroupDraftSchema),
  ),
  write(
    'groups.update',
    'PUT group',
    'admin',
    'Gruppe ändern',
    [s.adminGroups],
    one('group'),
    json(projectGroupDraftSchema),
  ),
  write('groups.remove', 'DELETE group', 'admin', 'Gruppe löschen', [s.adminGroups], none),
  write(
    'categories.create',
    'POST categories',
    'admin',
    'Kategorie anlegen',
    [s.adminCategories],
    { kind: 'categoryCreated' },
    json(categoryDraftSchema),
  ),
  write(
    'categories.update',
    'PUT category',
    'admin',
    'Kategorie ändern',
    [s.adminCategories],
    one('category'),
    json(categoryDraftSchema),
  ),
  write('categories.remove', 'DELETE category', 'admin', 'Kategorie löschen', [s.adminCategories], none),
  write(
    'footerPages.create',
    'POST footerPages',
    'admin',
    'Fußzeilenseite anlegen',
    [s.adminFooterPages],
    one('footerPage'),
    json(footerPageDraftSchema),
  ),
  write(
    'footerPages.update',
    'PUT footerPage',
    'admin',
    'Fußzeilenseite ändern',
    [s.adminFooterPages],
    one('footerPage'),
    json(footerPageDraftSchema),
  ),
  write('footerPages.remove', 'DELETE footerPage', 'admin', 'Fußzeilenseite löschen', [s.adminFooterPages], none),
  write(
    'whitelist.create',
    'POST whitelist',
    'admin',
    'Einladung anlegen (eine je Zeile, aktiv)',
    [s.adminInvitations],
    one('whitelist'),
    json(whitelistDraftSchema),
  ),
  write(
    'whitelist.update',
    'PUT whitelistEntry',
    'admin',
    'Einladung ändern',
    [s.adminInvitations],
    one('whitelist'),
    json(whitelistDraftSchema),
  ),
  write('whitelist.remove', 'DELETE whitelistEntry', 'admin', 'Einladung löschen', [s.adminInvitations], none),
];
