import type { Notification } from '../src/domain/notification';
import type { SeedClock } from './dates';
import type { SeedWhitelistEntry } from './types';
import { G, U } from './users';

export function createWhitelist(): SeedWhitelistEntry[] {
  return [
    // Invited, not yet registered: the registration demo uses this address.
    { id: 1, email: 'eingeladen@example.com', projectGroupId: G.beratung, isActive: true },
    { id: 2, email: 'nutzer@example.com', projectGroupId: G.beratung, isActive: true },
    { id: 3, email: 'thomas.becker@example.com', projectGroupId: G.beratung, isActive: true },
    { id: 4, email: 'kita-verwaltung@example.com', projectGroupId: G.jugendhilfe, isActive: true },
    { id: 5, email: 'ehemalige.kollegin@example.com', projectGroupId: G.pflege, isActive: false },
    { id: 6, email: 'info@example.com', projectGroupId: null, isActive: true },
  ];
}

export function createNotifications(clock: SeedClock): Notification[] {
  return [
    {
      id: 1,
      title: 'Neuer Kommentar',
      // A comment on a task of hers (comment 12), as the store itself notifies assignees.
      message:
        'Mehmet Yılmaz hat die Aufgabe „Wunschdienst-App für Mitarbeitende gestalten“ im Projekt „Dienstplan-Optimierung in der Pflege“ kommentiert.',
      read: false,
      createdAt: clock.minutesAgo(5),
      userId: U.nutzer,
      kind: 'taskComments',
      link: '/tasks/15',
    },
    {
      id: 2,
      title: 'Frist läuft ab',
      message: 'Die Aufgabe „Betriebsrat über Pilotbetrieb informieren“ ist in weniger als 48 Stunden fällig.',
      read: false,
      createdAt: clock.hoursAgo(3),
      userId: U.nutzer,
      kind: 'taskDeadline',
      link: '/tasks/17',
    },
    {
      id: 3,
      title: 'Neue Aufgabe',
      message: 'Ihnen wurde die Aufgabe „Pilotstandorte auswählen“ zugewiesen.',
      read: false,
      createdAt: clock.daysFromNow(-2),
      userId: U.nutzer,
      kind: 'newTask',
      link: '/tasks/24',
    },
    {
      id: 4,
      title: 'Neues Projekt',
      message:
        'Ihre Gruppe „Pflege & Organisation“ arbeitet jetzt am Projekt „Digitale Antragsassistenz in der Eingliederungshilfe“.',
      read: true,
      createdAt: clock.daysFromNow(-5),
      userId: U.nutzer,
      kind: 'newProject',
      link: '/project-tasks/6',
    },
    {
      id: 5,
      title: 'Neue Aufgabe',
      message: 'Ihnen wurde die Aufgabe „Schulungsunterlagen für Pflegedienstleitungen“ zugewiesen.',
      read: true,
      createdAt: clock.daysFromNow(-7.5),
      userId: U.nutzer,
      kind: 'newTask',
      link: '/tasks/18',
    },
    {
      id: 6,
      title: 'Willkommen!',
      message:
        'Willkommen im Kollaborationsbereich des KI-Kompetenzzentrums Sozialwirtschaft. Hier finden Sie Ihre Projekte, Aufgaben und Umfragen.',
      read: true,
      createdAt: clock.daysFromNow(-30),
      userId: U.nutzer,
      kind: 'info',
      link: null,
    },
    {
      id: 7,
      title: 'Projekt überfällig',
      message: 'Das Projekt „Dienstplan-Optimierung in der Pflege“ hat seine Frist überschritten.',
      read: false,
      createdAt: clock.hoursAgo(20),
      userId: U.admin,
      kind: 'taskDeadline',
      link: '/project-tasks/3',
    },
    {
      id: 8,
      title: 'Einladung verschickt',
      message: 'Die Einladung für eingeladen@example.com (Gruppe „Digitale Beratung & Teilhabe“) wurde verschickt.',
      read: true,
      createdAt: clock.daysFromNow(-3),
      userId: U.admin,
      kind: 'info',
      link: null,
    },
  ];
}
