import type { Category } from '../src/domain/category';
import type { Id } from '../src/domain/common';
import type { CommentAttachment } from '../src/domain/comment';
import type { FooterPage } from '../src/domain/footer-page';
import type { HeroKey, HeroSetting } from '../src/domain/hero-setting';
import type { Notification } from '../src/domain/notification';
import type { Poll } from '../src/domain/poll';
import type { Product } from '../src/domain/product';
import type { Project } from '../src/domain/project';
import type { ProjectGroup } from '../src/domain/project-group';
import type { Task } from '../src/domain/task';
import type { User } from '../src/domain/user';
import type { WhitelistedEmail } from '../src/domain/whitelist';

/** PBKDF2-SHA256 of the password; salt and hash as lower-case hex. */
export interface PasswordHash {
  salt: string;
  hash: string;
  iterations: number;
}

export interface SeedUser extends User {
  password: PasswordHash;
}

/** Likes as the list of user ids that liked it (SPEC §3 sample-data shape). */
export interface SeedComment {
  id: Id;
  taskId: Id;
  content: string;
  createdAt: string;
  createdBy: Id;
  likes: Id[];
  attachments: CommentAttachment[];
  parentId: Id | null;
}

/** Options carry their total counts; `voters` names who cast which of them. */
export interface SeedPoll extends Omit<Poll, 'hasVoted' | 'userVoteId' | 'projectGroups'> {
  voters: { userId: Id; optionId: Id }[];
}

/** The store stamps every product it keeps. */
export type SeedProduct = Product & { createdAt: string };

export type SeedWhitelistEntry = Omit<WhitelistedEmail, 'projectGroup'>;

export interface SeedData {
  users: SeedUser[];
  groups: ProjectGroup[];
  projects: Project[];
  tasks: Task[];
  comments: SeedComment[];
  products: SeedProduct[];
  categories: Category[];
  polls: SeedPoll[];
  footerPages: FooterPage[];
  whitelist: SeedWhitelistEntry[];
  notifications: Notification[];
  heroSettings: Record<HeroKey, HeroSetting>;
}
