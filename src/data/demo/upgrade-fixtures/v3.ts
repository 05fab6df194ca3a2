import type { UpgradeFixture } from './fixture';

// Frozen: the demo database as version 3 of the store wrote it (see fixture.ts before changing anything here).

const at = (day: number, hour = 9) => `2026-05-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const settings = { newProject: true, newTask: true, taskDeadline: true, taskComments: false };

const openTask = {
  id: 11, projectId: 3, title: 'Dienstplan prüfen', description: 'Regeln für die Nachtschicht abgleichen.', status: 'in_progress',
  priority: 'high', assignedTo: [2, 5], deadline: '2026-06-20', attachments: [], createdAt: at(2), createdBy: 1, updatedAt: null,
  phaseKey: 1, deadlineKey: '2026-06-20',
};

export const v3: UpgradeFixture = {
  version: 3,
  stores: {
    users: '++id, &email, *projectGroups',
    credentials: 'userId',
    sessions: 'token, userId',
    groups: '++id, *memberIds',
    projects: '++id, projectGroupId, featuredKey, createdAt',
    tasks: '++id, projectId, [projectId+createdAt], [projectId+phaseKey+deadlineKey], *assignedTo, deadline, createdAt',
    taskSummaries: 'projectId',
    comments: '++id, [taskId+createdAt]',
    likes: '[commentId+userId], userId',
    polls: '++id, status, *projectGroupIds',
    votes: '[pollId+userId]',
    products: '++id, status, category, [status+featuredKey], title',
    categories: '++id, &name',
    footerPages: '++id, &slug, status',
    whitelist: '++id, &email, projectGroupId',
    configurations: 'key',
    notifications: '++id, [userId+createdAt], [userId+readKey]',
    reminders: '[taskId+userId], userId',
    files: '++id',
    contactMessages: '++id',
    passwordResets: 'token, userId',
    mails: '++id, createdAt',
    meta: 'key',
  },
  rows: {
    users: [
      {
        id: 1, name: 'Anna Admin', email: 'admin@example.com', companyName: 'KI-Kompetenzzentrum', role: 'admin', roles: ['ROLE_USER', 'ROLE_ADMIN'],
        projectGroups: [2], avatar: null, notificationSettings: { ...settings, taskComments: true }, createdAt: at(1), createdBy: null,
      },
      {
        id: 2, name: 'Nina Nutzer', email: 'nutzer@example.com', companyName: 'Caritas Erfurt', role: 'user', roles: ['ROLE_USER'],
        projectGroups: [2, 4], avatar: 'stored-file:1', notificationSettings: settings, createdAt: at(1, 10), createdBy: 1,
      },
    ],
    credentials: [
      { userId: 1, salt: '00112233445566778899aabbccddeeff', hash: 'ab'.repeat(32), iterations: 600_000 },
      { userId: 2, salt: 'ffeeddccbbaa99887766554433221100', hash: 'cd'.repeat(32), iterations: 600_000 },
    ],
    sessions: [{ token: 'a1'.repeat(32), userId: 2, createdAt: at(20) }],
    groups: [
      { id: 2, name: 'Pflege & Organisation', description: 'Dienstplanung', status: 'active', type: 'collaborative', memberIds: [1, 2, 5], adminId: 1 },
      { id: 4, name: 'Wohnungslosenhilfe', description: 'Archiviert', status: 'archived', type: 'private', memberIds: [2], adminId: null },
    ],
    projects: [
      {
        id: 3, title: 'Dienstplan-Optimierung', description: 'KI für Dienstpläne', fullDescription: 'Lang', imageUrl: 'stored-file:2',
        additionalImages: [], featured: true, technologies: ['Python'], status: 'active', features: [{ title: 'Regeln', description: 'ArbZG', sortOrder: 0 }],
        startDate: '2026-01-01', endDate: null, deadline: '2026-12-31', projectGroupId: 2, members: [1, 2], category: 'Pflege',
        createdAt: at(1), createdBy: 1, featuredKey: 1,
      },
    ],
    tasks: [
      openTask,
      {
        id: 12, projectId: 3, title: 'Ohne Frist', description: 'Noch offen', status: 'open', priority: 'low', assignedTo: [],
        deadline: null, attachments: [{ id: 'stored-file:1', name: 'plan.pdf', type: 'pdf', url: 'stored-file:1', size: 5, uploadedAt: at(3), uploadedBy: 1 }],
        createdAt: at(3), createdBy: 1, updatedAt: at(4), phaseKey: 0, deadlineKey: '9999',
      },
    ],
    taskSummaries: [{ projectId: 3, todo: 1, inProgress: 1, done: 0, nextOpen: [openTask] }],
    comments: [
      { id: 21, taskId: 11, content: 'Bitte bis Freitag.', createdAt: at(5), createdBy: 1, attachments: [], parentId: null, likeCount: 1 },
      { id: 22, taskId: 11, content: 'Erledige ich.', createdAt: at(6), createdBy: 2, attachments: [{ name: 'plan.pdf', url: 'stored-file:1', size: 5 }], parentId: 21, likeCount: 0 },
    ],
    likes: [{ commentId: 21, userId: 2 }],
    polls: [
      {
        id: 31, title: 'Termin', description: 'Wann?', options: [{ id: 1, text: 'Montag', votes: 1 }, { id: 2, text: 'Freitag', votes: 0 }],
        startDate: '2026-05-01', endDate: null, projectGroupIds: [2, 4], isActive: true, status: 'active', createdAt: at(7),
      },
    ],
    votes: [{ pollId: 31, userId: 2, optionId: 1, createdAt: at(8) }],
    products: [
      {
        id: 41, title: 'Beratungs-Copilot', description: 'Kurz', fullDescription: 'Lang', category: 'Beratung', technologies: ['LLM'],
        status: 'published', featured: true, imageUrl: null, additionalImages: [], features: [{ id: 1, title: 'Suche', description: 'Schnell', sortOrder: 0 }],
        createdBy: 1, createdAt: at(9), updatedAt: null, featuredKey: 1,
      },
      {
        id: 42, title: 'Entwurf', description: 'Kurz', fullDescription: 'Lang', category: 'Pflege', technologies: [], status: 'draft', featured: false,
        imageUrl: 'stored-file:2', additionalImages: ['stored-file:2'], features: [], createdBy: 1, createdAt: at(10), updatedAt: at(11), featuredKey: 0,
      },
    ],
    categories: [
      { id: 51, name: 'Beratung', description: 'Beratung', icon: null, active: true, createdAt: at(1), createdBy: 1 },
      { id: 52, name: 'Pflege', description: 'Pflege', icon: 'heart', active: false, createdAt: null, createdBy: null },
    ],
    footerPages: [{ id: 61, title: 'Impressum', slug: 'impressum', content: '<p>Angaben</p>', status: 'published', createdAt: at(1), updatedAt: null, updatedBy: null }],
    whitelist: [
      { id: 71, email: 'eingeladen@example.com', projectGroupId: 2, isActive: true },
      { id: 72, email: 'ohne-gruppe@example.com', projectGroupId: null, isActive: false },
    ],
    configurations: [{ key: 'hero', value: { file: 'stored-file:2', opacity: 0.4, imageDescription: 'Team im Gespräch' } }],
    notifications: [
      { id: 81, title: 'Neuer Kommentar', message: 'Anna Admin hat kommentiert.', read: false, createdAt: at(5), userId: 2, kind: 'taskComments', link: '/tasks/11', readKey: 0 },
      { id: 82, title: 'Willkommen!', message: 'Willkommen.', read: true, createdAt: at(1), userId: 2, kind: 'info', link: null, readKey: 1 },
    ],
    reminders: [{ taskId: 11, userId: 2 }],
    files: [
      { id: 1, name: 'plan.pdf', type: 'application/pdf', size: 5, blob: new Blob(['%PDF-'], { type: 'application/pdf' }), createdAt: at(3) },
      { id: 2, name: 'bild.svg', type: 'image/svg+xml', size: 11, blob: new Blob(['<svg></svg>'], { type: 'image/svg+xml' }), createdAt: at(1) },
    ],
    contactMessages: [{ id: 91, name: 'Eva Muster', email: 'eva@example.com', message: 'Bitte rufen Sie mich an.', createdAt: at(12) }],
    passwordResets: [{ token: 'b2'.repeat(32), userId: 2, createdAt: at(13) }],
    mails: [{ id: 101, to: 'nutzer@example.com', subject: 'Passwort zurücksetzen', body: 'Ihr Link', link: `/reset-password?token=${'b2'.repeat(32)}`, createdAt: at(13) }],
    meta: [{ key: 'seedVersion', value: 1 }],
  },
};
