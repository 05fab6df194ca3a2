import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { Category } from '../../domain/category';
import type { CommentAttachment } from '../../domain/comment';
import type { FooterPage } from '../../domain/footer-page';
import type { HeroKey, HeroSetting } from '../../domain/hero-setting';
import type { Notification } from '../../domain/notification';
import type { Poll } from '../../domain/poll';
import type { Product } from '../../domain/product';
import type { Project } from '../../domain/project';
import type { ProjectGroup } from '../../domain/project-group';
import type { Task } from '../../domain/task';
import { deadlineKeyOf, taskPhase } from '../../domain/task-phase';
import { summaryRecordsOf } from './task-summary-rows';
import type { TaskIndexKeys, TaskRecord, TaskSummaryRecord } from './task-records';
import type { User } from '../../domain/user';
import type { PasswordHash } from './password';
import { DEMO_DB_NAME } from '../first-visit';
import type { DemoMail } from '../repository-demo';

/**
 * IndexedDB cannot index booleans, so records that are queried by a flag carry a 0/1 copy of it
 * (`featuredKey`, `readKey`). Tasks carry their phase as 0/1/2 (`phaseKey`, either status vocabulary) and a
 * deadline that is never null (`deadlineKey`: IndexedDB leaves rows with a null key out of an index), so the
 * dashboard's counts and soonest open tasks are index reads. The mappers (mappers.ts) strip these extras when a
 * record leaves the store.
 */
export type UserRecord = User;
export type ProjectRecord = Project & { featuredKey: 0 | 1 };
export type ProductRecord = Product & { createdAt: string; featuredKey: 0 | 1 };

export const phaseKeys = { todo: 0, in_progress: 1, done: 2 } as const;
export const taskIndexKeys = (task: Pick<Task, 'status' | 'deadline'>): TaskIndexKeys => ({
  phaseKey: phaseKeys[taskPhase(task.status)],
  deadlineKey: deadlineKeyOf(task.deadline),
});
export type NotificationRecord = Notification & { readKey: 0 | 1 };
export type PollRecord = Omit<Poll, 'hasVoted' | 'userVoteId' | 'projectGroups'>;

export interface CommentRecord {
  id: number;
  taskId: number;
  content: string;
  createdAt: string;
  createdBy: number;
  attachments: CommentAttachment[];
  parentId: number | null;
  likeCount: number;
}

export interface CredentialRecord extends PasswordHash {
  userId: number;
}
export interface SessionRecord {
  token: string;
  userId: number;
  createdAt: string;
}
export interface LikeRecord {
  commentId: number;
  userId: number;
}
export interface VoteRecord {
  pollId: number;
  userId: number;
  optionId: number;
  createdAt: string;
}
export interface WhitelistRecord {
  id: number;
  email: string;
  projectGroupId: number | null;
  isActive: boolean;
}
export interface ConfigurationRecord {
  key: HeroKey;
  value: HeroSetting;
}
export interface FileRecord {
  id: number;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  createdAt: string;
}
export interface ReminderRecord {
  taskId: number;
  userId: number;
}
export interface ContactRecord {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}
export interface PasswordResetRecord {
  token: string;
  userId: number;
  createdAt: string;
}
/** The store keeps a sent e-mail exactly as the 'Demo-Postfach' shows it. */
export type MailRecord = DemoMail;
export interface MetaRecord {
  key: string;
  value: unknown;
}

/** The stores keyed by an id the store counts up (`++id`), by their records. */
interface RecordsById {
  users: UserRecord;
  groups: ProjectGroup;
  projects: ProjectRecord;
  tasks: TaskRecord;
  comments: CommentRecord;
  polls: PollRecord;
  products: ProductRecord;
  categories: Category;
  footerPages: FooterPage;
  whitelist: WhitelistRecord;
  notifications: NotificationRecord;
  files: FileRecord;
  contactMessages: ContactRecord;
  mails: MailRecord;
}

export type DemoDatabase = Dexie & { [K in keyof RecordsById]: EntityTable<RecordsById[K], 'id'> } & {
  credentials: EntityTable<CredentialRecord, 'userId'>;
  sessions: EntityTable<SessionRecord, 'token'>;
  taskSummaries: EntityTable<TaskSummaryRecord, 'projectId'>;
  configurations: EntityTable<ConfigurationRecord, 'key'>;
  passwordResets: EntityTable<PasswordResetRecord, 'token'>;
  meta: EntityTable<MetaRecord, 'key'>;
  /** Keyed by the pair of ids they link. */
  likes: Dexie.Table<LikeRecord, [number, number]>;
  votes: Dexie.Table<VoteRecord, [number, number]>;
  reminders: Dexie.Table<ReminderRecord, [number, number]>;
};

/** Every store of the demo database; `reset` clears exactly these. */
export const demoTables = [
  'users',
  'credentials',
  'sessions',
  'groups',
  'projects',
  'tasks',
  'taskSummaries',
  'comments',
  'likes',
  'polls',
  'votes',
  'products',
  'categories',
  'footerPages',
  'whitelist',
  'configurations',
  'notifications',
  'reminders',
  'files',
  'contactMessages',
  'passwordResets',
  'mails',
  'meta',
] as const;

/** `backend`: another IndexedDB implementation than the browser's (the in-memory one, open-database.ts). */
export function openDemoDatabase(
  name: string = DEMO_DB_NAME,
  backend?: Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>,
): DemoDatabase {
  const db = new Dexie(name, backend) as DemoDatabase;
  // One index per query the screens make; see docs/decisions/001-repository-and-demo-store.md.
  db.version(1).stores({
    users: '++id, &email, *projectGroups',
    credentials: 'userId',
    sessions: 'token, userId',
    groups: '++id, *memberIds',
    projects: '++id, projectGroupId, featuredKey, createdAt',
    tasks: '++id, projectId, [projectId+createdAt], *assignedTo, deadline, createdAt',
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
  });
  db.version(2)
    .stores({
      tasks:
        '++id, projectId, [projectId+createdAt], [projectId+phaseKey+deadlineKey], *assignedTo, deadline, createdAt',
    })
    .upgrade((tx) =>
      tx
        .table<TaskRecord>('tasks')
        .toCollection()
        .modify((task) => {
          Object.assign(task, taskIndexKeys(task));
        }),
    );
  db.version(3)
    .stores({ taskSummaries: 'projectId' })
    .upgrade(async (tx) => {
      const tasks = await tx.table<TaskRecord>('tasks').toArray();
      await tx.table<TaskSummaryRecord>('taskSummaries').bulkPut(summaryRecordsOf(tasks));
    });
  return db;
}
