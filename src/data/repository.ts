import type { Credentials, PasswordReset, Registration } from '../domain/auth-draft';
import type { Session } from '../domain/auth';
import type { Category } from '../domain/category';
import type { CategoryDraft } from '../domain/category-draft';
import type { Comment, LikeResult } from '../domain/comment';
import type { CommentDraft } from '../domain/comment-draft';
import type { ChangeListener } from './changes';
import type { Id } from '../domain/common';
import type { ContactMessage } from '../domain/contact';
import type { FooterPage, FooterPageStatus } from '../domain/footer-page';
import type { FooterPageDraft } from '../domain/footer-page-draft';
import type { HeroKey, HeroSetting } from '../domain/hero-setting';
import type { HeroSettingDraft } from '../domain/hero-setting-draft';
import type { Notification, NotificationSettings } from '../domain/notification';
import type { Poll, PollPage, PollQuery } from '../domain/poll';
import type { PollDraft } from '../domain/poll-draft';
import type { Product } from '../domain/product';
import type { ProductDraft } from '../domain/product-draft';
import type { ProductPage, ProductQuery } from '../domain/product-rules';
import type { Project } from '../domain/project';
import type { ProjectPage, ProjectQuery } from '../domain/project-rules';
import type { ProjectDraft } from '../domain/project-draft';
import type { ProjectGroup } from '../domain/project-group';
import type { ProjectGroupDraft } from '../domain/project-group-draft';
import type { Task } from '../domain/task';
import type { TaskDraft } from '../domain/task-draft';
import type { ProjectTaskSummary } from '../domain/task-summary';
import type { ProjectTaskPage, ProjectTaskQuery } from '../domain/project-task-page';
import type { User } from '../domain/user';
import type { UserDraft } from '../domain/user-draft';
import type { WhitelistDraft } from '../domain/whitelist-draft';
import type { WorkshopRoom } from '../domain/workshop-room';
import type { WhitelistedEmail } from '../domain/whitelist';
import type { DemoControls } from './repository-demo';

/** The writes of every editable resource: create from a draft, update from a draft by id, remove by id. */
interface Editable<Entity, Draft> {
  create(draft: Draft): Promise<Entity>;
  update(id: Id, draft: Draft): Promise<Entity>;
  remove(id: Id): Promise<void>;
}

/**
 * The one port every screen reads and writes through. One method per call of SPEC §7, grouped by
 * resource; the demo adapter (IndexedDB) and the HTTP adapter (/api) both implement it and throw the
 * errors of `errors.ts` with German messages.
 */
export interface Repository {
  /** Which adapter this is; screens use it only to show or hide demo affordances. */
  readonly kind: 'demo' | 'api';

  auth: {
    /** POST /login. Throws UnauthorizedError('Login fehlgeschlagen') on bad credentials. */
    login(credentials: Credentials): Promise<Session>;
    /** POST /logout. */
    logout(): Promise<void>;
    /** POST /register; resolves to the server's message. */
    register(registration: Registration): Promise<string>;
    /**
     * The signed-in user as the server knows them now (an admin may have changed their role or groups since the
     * login), or null when it cannot say: the provider's API has no such call (SPEC §7), so api mode keeps the
     * user from the login. Throws UnauthorizedError when the session has ended.
     */
    currentUser(): Promise<User | null>;
  };
  passwordReset: {
    /** POST /password-reset/request */
    request(email: string): Promise<void>;
    /** POST /password-reset/reset */
    reset(payload: PasswordReset): Promise<void>;
  };
  users: Editable<User, UserDraft> & {
    list(): Promise<User[]>;
  };
  groups: Editable<ProjectGroup, ProjectGroupDraft> & {
    list(): Promise<ProjectGroup[]>;
  };
  projects: Editable<Project, ProjectDraft> & {
    /** GET /projects: public project cards. */
    list(): Promise<Project[]>;
    /**
     * The first `limit` of `list()` (newest first) that match the query, and how many match: the public list and
     * the admin table show a step at a time.
     */
    page(query: ProjectQuery, limit: number): Promise<ProjectPage>;
    /** How many projects each group has, by group id (groups without any are missing): the admin's group list. */
    countByGroup(): Promise<Record<Id, number>>;
    get(id: Id): Promise<Project>;
    featured(): Promise<Project[]>;
    /** GET /projects/user-groups: projects of the signed-in user's groups. */
    ofMyGroups(): Promise<Project[]>;
  };
  categories: Editable<Category, CategoryDraft> & {
    list(): Promise<Category[]>;
    /** GET /categories/public/active */
    listActive(): Promise<Category[]>;
    /** Admin: how many products (any status) use each category, by category name; unused ones count 0. */
    usage(): Promise<Record<string, number>>;
    get(id: Id): Promise<Category>;
  };
  polls: Editable<Poll, PollDraft> & {
    /** All polls (admin) or the polls of the user's groups (member). */
    list(): Promise<Poll[]>;
    /**
     * The admin table's newest `limit` polls of `list()` whose title or description contain the search, and the
     * total. HTTP: GET /polls, cut here.
     */
    page(query: PollQuery, limit: number): Promise<PollPage>;
    /** GET /polls/active: open polls of the user's groups. */
    active(): Promise<Poll[]>;
    get(id: Id): Promise<Poll>;
    /** POST /polls/{id}/vote: once per user, only while the poll is open. */
    vote(pollId: Id, optionId: Id): Promise<Poll>;
  };
  /** Admin catalogue: every status. */
  products: Editable<Product, ProductDraft> & {
    list(query?: ProductQuery): Promise<Product[]>;
    /** The admin table's first `limit` rows of the query and the total. HTTP: GET /products, cut here. */
    page(query: ProductQuery, limit: number): Promise<ProductPage>;
    /** One product in any status (NotFoundError if none). HTTP: found in GET /products, which has no /{id} read. */
    get(id: Id): Promise<Product>;
  };
  /** Public catalogue: published products only. */
  publicProducts: {
    list(query?: ProductQuery): Promise<Product[]>;
    /** The catalogue's first `limit` cards of the query and the total. HTTP: GET /public/products, cut here. */
    page(query: ProductQuery, limit: number): Promise<ProductPage>;
    featured(): Promise<Product[]>;
    get(id: Id): Promise<Product>;
    similar(id: Id): Promise<Product[]>;
  };
  footerPages: Editable<FooterPage, FooterPageDraft> & {
    /** Guests get published pages only, whatever status they ask for. */
    list(status?: FooterPageStatus): Promise<FooterPage[]>;
    bySlug(slug: string): Promise<FooterPage>;
  };
  whitelist: Editable<WhitelistedEmail, WhitelistDraft> & {
    list(): Promise<WhitelistedEmail[]>;
    /** POST /whitelisted-emails/check: may this address register? */
    check(email: string): Promise<boolean>;
  };
  tasks: Editable<Task, TaskDraft> & {
    /** Tasks the user can see: all (admin) or those of the user's groups. */
    list(): Promise<Task[]>;
    byProject(projectId: Id): Promise<Task[]>;
    /**
     * The project task list's first `limit` tasks for a status filter and order, with the counts; the cost
     * follows the page, not the project. HTTP: cut from GET /tasks/project/{id}.
     */
    pageOfProject(projectId: Id, query: ProjectTaskQuery, limit: number): Promise<ProjectTaskPage>;
    /**
     * Phase counts and the soonest open tasks of each given project, in the given order (dashboard,
     * /project-tasks); a project the user cannot see reads as empty. The cost follows the projects, not their
     * tasks. HTTP: derived from GET /tasks.
     */
    summaries(projectIds: Id[]): Promise<ProjectTaskSummary[]>;
    /** The visible tasks assigned to this user, newest first (/tasks). HTTP: derived from GET /tasks. */
    assignedTo(userId: Id): Promise<Task[]>;
    get(id: Id): Promise<Task>;
    /** GET /tasks/{id}/users: the task's people (project group members, assignees, creator). */
    users(id: Id): Promise<User[]>;
  };
  comments: {
    byTask(taskId: Id): Promise<Comment[]>;
    create(taskId: Id, draft: CommentDraft): Promise<Comment>;
    /** POST /comments/{id}/like: toggles the viewer's like. */
    like(commentId: Id): Promise<LikeResult>;
    likes(commentId: Id): Promise<{ likeCount: number; hasLiked: boolean }>;
  };
  configurations: {
    /** GET /configurations/{key} (admin). */
    get(key: HeroKey): Promise<HeroSetting>;
    /** GET /public/configurations/{key}. */
    getPublic(key: HeroKey): Promise<HeroSetting>;
    save(key: HeroKey, draft: HeroSettingDraft): Promise<HeroSetting>;
    remove(key: HeroKey): Promise<void>;
  };
  contact: {
    send(message: ContactMessage): Promise<void>;
  };
  /** Paths not given by the spec; see endpoints.ts of the HTTP adapter. */
  notifications: {
    list(): Promise<Notification[]>;
    markRead(id: Id): Promise<void>;
    markAllRead(): Promise<void>;
    /** Saves the signed-in user's settings and returns the updated user. */
    updateSettings(settings: NotificationSettings): Promise<User>;
  };
  workshop: {
    /**
     * GET /workshop/room (admin): the room for the projector. null where the server is no workshop server (the
     * provider's answers 404) and in the demo, which serves no room.
     */
    room(): Promise<WorkshopRoom | null>;
  };
  files: {
    /**
     * Turns a stored URL into one an <img> or link can use. The demo keeps files as Blobs and returns
     * an object URL; call `release` when done with it.
     */
    open(url: string): Promise<{ url: string; release: () => void }>;
  };
  /**
   * Subscribes to data changes (demo: every write, in every tab), each told with the resources it changed
   * ('everything' when the adapter cannot say). Returns the unsubscribe function. The HTTP adapter calls back after
   * its own writes and, where the server offers them, its live events.
   */
  subscribe(listener: ChangeListener): () => void;
  /** Demo-only controls; null in the api build. */
  readonly demo: DemoControls | null;
}

export type { Session };
export type { DemoAccount, DemoAccountNow, DemoControls, DemoMail, SampleMembers } from './repository-demo';
