import type { NotificationSettings } from '../src/domain/notification';
import type { ProjectGroup } from '../src/domain/project-group';
import type { SeedClock } from './dates';
import type { PasswordHash, SeedUser } from './types';

/** Ids of the demo users, used across the seed. */
export const U = {
  admin: 1,
  nutzer: 2,
  becker: 3,
  krueger: 4,
  yilmaz: 5,
  hoffmann: 6,
  schmidt: 7,
  wagner: 8,
  neumann: 9,
} as const;

/** Ids of the project groups. */
export const G = {
  beratung: 1,
  pflege: 2,
  jugendhilfe: 3,
  wohnungslosenhilfe: 4,
} as const;

/**
 * Precomputed PBKDF2-SHA256 hashes (600,000 iterations, 16-byte random salt, 32-byte hash), so that
 * seeding never has to hash. Passwords: admin@example.com → admin1234, nutzer@example.com → nutzer1234,
 * every other demo user → demo1234.
 */
const hashes = {
  admin: {
    salt: 'a5fe3a6d142a94156c5ac91830af3c9f',
    hash: '8155ac8111ff972002c9bbd8859b3f1e2c84d4add78d7899d98a60f732332c66',
    iterations: 600_000,
  },
  nutzer: {
    salt: '80ed0b6440d5518aca0d895000f726e4',
    hash: '6dc75bbfcb995da3d1a69c28e8ee21954b2b89de47695ed09c60b61a5baf0238',
    iterations: 600_000,
  },
  becker: {
    salt: '564c148b80cfd98fecfa9df69bcba570',
    hash: 'f9f12d2c7cd9e9e12a36bf2ef8ee59b711f7124124fe2f0fe1eb2ac3ea6bc111',
    iterations: 600_000,
  },
  krueger: {
    salt: '08a54e64b6ad9aa88c63ed5b56e4d93c',
    hash: '9d7b992d851cc6a11abc93b56d4299fe24e6568e96647652a7ab2ddb7ac07723',
    iterations: 600_000,
  },
  yilmaz: {
    salt: '91759a47872d24ce08535403dac46c5b',
    hash: 'd358d1af4072e18c6d18f1fa414a03bf544056474d99c8b60abfd368cff6670f',
    iterations: 600_000,
  },
  hoffmann: {
    salt: '22a578851df28a348bfb08ab8a887317',
    hash: 'd009d7fedac0a84df2218b095210c80af3b728e72cdbd4dc1f6758f3836b41f4',
    iterations: 600_000,
  },
  schmidt: {
    salt: '876b8902746af27ab838d49f6229e957',
    hash: '8d8f676f924e6354e85e7140d46d174040f836814175086a62260d869bec6ade',
    iterations: 600_000,
  },
  wagner: {
    salt: '1e01142568f972de64415a6c480d5a75',
    hash: '72fb334f85ad58a3ad1d75aa38b70dc7270b28582d1ebd8f420e9cfea198e76f',
    iterations: 600_000,
  },
  neumann: {
    salt: '4e8ef1305fbe882ec4c5fedb4387ef79',
    hash: 'e90ff70ff3a347fb78cae303a9c8c7ee046702218bc16e3414c75b2c5c2c100c',
    iterations: 600_000,
  },
} satisfies Record<keyof typeof U, PasswordHash>;

const allOn: NotificationSettings = { newProject: true, newTask: true, taskDeadline: true, taskComments: true };

export function createGroups(): ProjectGroup[] {
  return [
    {
      id: G.beratung,
      name: 'Digitale Beratung & Teilhabe',
      description:
        'Träger aus Schuldner-, Sozial- und Eingliederungsberatung entwickeln gemeinsam KI-Werkzeuge, die Beratungsgespräche vorbereiten und Informationen barrierefrei zugänglich machen.',
      status: 'active',
      type: 'collaborative',
      memberIds: [U.admin, U.nutzer, U.becker, U.krueger, U.hoffmann],
      adminId: U.admin,
    },
    {
      id: G.pflege,
      name: 'Pflege & Organisation',
      description:
        'Ambulante und stationäre Pflegedienste erproben KI-gestützte Dienstplanung, Sprachdokumentation und digitale Antragsstrecken.',
      status: 'active',
      type: 'collaborative',
      memberIds: [U.nutzer, U.yilmaz, U.schmidt, U.wagner],
      adminId: U.admin,
    },
    {
      id: G.jugendhilfe,
      name: 'Kinder- und Jugendhilfe digital',
      description:
        'Geschlossene Arbeitsgruppe von Kita-Trägern und Jugendämtern zu Anmeldeverfahren, Elternkommunikation und Datenschutz.',
      status: 'active',
      type: 'private',
      memberIds: [U.krueger, U.hoffmann, U.neumann],
      adminId: U.admin,
    },
    {
      id: G.wohnungslosenhilfe,
      name: 'Pilotphase Wohnungslosenhilfe',
      description:
        'Abgeschlossene Pilotgruppe zur datengestützten Bedarfsprognose in Notunterkünften. Die Ergebnisse sind dokumentiert; die Gruppe ist archiviert.',
      status: 'archived',
      type: 'collaborative',
      memberIds: [U.becker, U.schmidt, U.neumann],
      adminId: U.admin,
    },
  ];
}

export function createUsers(clock: SeedClock, groups: ProjectGroup[]): SeedUser[] {
  const groupsOf = (userId: number) => groups.filter((g) => g.memberIds.includes(userId)).map((g) => g.id);
  const user = (
    key: keyof typeof U,
    name: string,
    email: string,
    companyName: string,
    createdDaysAgo: number,
    extra: Partial<Pick<SeedUser, 'avatar' | 'notificationSettings'>> = {},
  ): SeedUser => {
    const id = U[key];
    const admin = key === 'admin';
    return {
      id,
      name,
      email,
      companyName,
      role: admin ? 'admin' : 'user',
      roles: admin ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'],
      projectGroups: groupsOf(id),
      avatar: extra.avatar ?? null,
      notificationSettings: extra.notificationSettings ?? { ...allOn },
      createdAt: clock.daysFromNow(-createdDaysAgo),
      createdBy: admin ? null : U.admin,
      password: hashes[key],
    };
  };

  return [
    user('admin', 'Anna Admin', 'admin@example.com', 'KI-Kompetenzzentrum Sozialwirtschaft', 420),
    user('nutzer', 'Nina Nutzer', 'nutzer@example.com', 'Caritas Erfurt', 180),
    user('becker', 'Thomas Becker', 'thomas.becker@example.com', 'Diakonie Mitteldeutschland', 300),
    user('krueger', 'Sabine Krüger', 'sabine.krueger@example.com', 'AWO Thüringen', 260, {
      notificationSettings: { newProject: true, newTask: false, taskDeadline: true, taskComments: false },
    }),
    user('yilmaz', 'Mehmet Yılmaz', 'mehmet.yilmaz@example.com', 'Lebenshilfe Weimar', 210),
    user('hoffmann', 'Julia Hoffmann', 'julia.hoffmann@example.com', 'Paritätischer Thüringen', 150),
    user('schmidt', 'Lukas Schmidt', 'lukas.schmidt@example.com', 'DRK Kreisverband Gotha', 330),
    user('wagner', 'Katharina Wagner', 'katharina.wagner@example.com', 'Volkssolidarität Jena', 95),
    user('neumann', 'Peter Neumann', 'peter.neumann@example.com', 'Jugendamt Erfurt', 60),
  ];
}
