import type { SeedData } from '../../seed';
import { U } from '../../seed/users';
import * as messages from '../domain/messages';
import type { PollStatus } from '../domain/poll';

/**
 * What the demo store promises about comments, likes, votes and notifications (SPEC §3, §4, §6, §7), written as
 * plainly as possible over a few in-memory maps. collaboration.property.test.ts runs random sequences of calls
 * against the store and this model and expects both to end in the same view. Only the signed-in people below are
 * modelled; everybody else shows up in counts only.
 */

export const actors = {
  admin: U.admin,
  nutzer: U.nutzer,
  krueger: U.krueger,
  yilmaz: U.yilmaz,
  neumann: U.neumann,
} as const;
export type Actor = keyof typeof actors;
export const actorNames = Object.keys(actors) as Actor[];

export type Refusal = 'forbidden' | 'not-found' | 'invalid';
export type Outcome = { ok: true; value: unknown } | { refused: Refusal; message?: string };

/** A call as the test generates it; `task`, `comment`, `poll`, `reply` and `notification` are picks, made concrete by `resolve`. */
export type Op =
  | { kind: 'comment'; actor: Actor; task: number; reply: number | null; empty: boolean }
  | { kind: 'like'; actor: Actor; comment: number }
  | { kind: 'vote'; actor: Actor; poll: number; option: number }
  | { kind: 'createPoll'; actor: Actor; groups: number[]; status: PollStatus; isActive: boolean; options: number }
  | { kind: 'removePoll'; actor: Actor; poll: number }
  | { kind: 'createTask'; actor: Actor; project: number; assignees: Actor[] | null }
  | { kind: 'removeTask'; actor: Actor; task: number }
  | { kind: 'markRead'; actor: Actor; owner: Actor; notification: number }
  | { kind: 'markAllRead'; actor: Actor }
  | { kind: 'commentNotifications'; actor: Actor; on: boolean };

/** What each person sees: the comments of each task (or why not), the polls' counts, their own notifications. */
export interface View {
  comments: Record<number, Record<Actor, CommentView[] | Refusal>>;
  /** The polls each person's list shows, by id. */
  polls: Record<Actor, Record<number, PollView>>;
  notifications: Record<Actor, { unread: number; items: NotificationView[] }>;
}
export interface CommentView {
  id: number;
  likeCount: number;
  hasLiked: boolean;
}
export interface PollView {
  votes: number[];
  total: number;
  hasVoted: boolean;
  userVoteId: number | null;
}
export interface NotificationView {
  title: string;
  link: string | null;
  read: boolean;
}

const TASK_NOT_FOUND = 'Aufgabe nicht gefunden';
const COMMENT_NOT_FOUND = 'Kommentar nicht gefunden';
const POLL_NOT_FOUND = 'Umfrage nicht gefunden';
const UNKNOWN_PARENT = 'Der Kommentar, auf den Sie antworten, gibt es nicht mehr.';
const OUTSIDE_ASSIGNEE = 'Zugewiesen werden können nur Mitglieder der Projektgruppe.';

interface Person {
  id: number;
  isAdmin: boolean;
  groups: number[];
  newTask: boolean;
  taskComments: boolean;
}
interface TaskState {
  groupId: number;
  assignedTo: number[];
}
interface CommentState {
  taskId: number;
  likeCount: number;
  likedBy: Set<number>;
}
interface PollState {
  groupIds: number[];
  draft: boolean;
  open: boolean;
  votes: Map<number, number>;
  voteOf: Map<number, number>;
}

const ok = (value: unknown = null): Outcome => ({ ok: true, value });
const refused = (reason: Refusal, message?: string): Outcome => ({ refused: reason, message });
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export class CollaborationModel {
  private readonly people = new Map<Actor, Person>();
  private readonly projectGroup = new Map<number, number>();
  private readonly groupMembers = new Map<number, number[]>();
  /** Tasks, comments and polls that exist; removed ones leave these maps but stay in the `known` lists. */
  private readonly tasks = new Map<number, TaskState>();
  private readonly comments = new Map<number, CommentState>();
  private readonly polls = new Map<number, PollState>();
  private readonly inbox = new Map<Actor, NotificationView[]>();
  /** Every id the sequence can pick from, removed ones included, so calls on removed things happen too. */
  readonly known = { tasks: [] as number[], comments: [] as number[], polls: [] as number[] };

  /** Starts from the seed; notifications from the store's first view, as deadline reminders are written on the first read. */
  constructor(seed: SeedData, taskIds: number[], now: Date, notifications: View['notifications']) {
    for (const name of actorNames) {
      const user = seed.users.find((u) => u.id === actors[name])!;
      const { newTask, taskComments } = user.notificationSettings;
      this.people.set(name, {
        id: user.id,
        isAdmin: user.role === 'admin',
        groups: user.projectGroups,
        newTask,
        taskComments,
      });
      this.inbox.set(
        name,
        notifications[name].items.map((n) => ({ ...n })),
      );
    }
    for (const group of seed.groups) this.groupMembers.set(group.id, group.memberIds);
    for (const project of seed.projects) this.projectGroup.set(project.id, project.projectGroupId);
    for (const task of seed.tasks.filter((t) => taskIds.includes(t.id)))
      this.addTask(task.id, task.projectId, task.assignedTo);
    for (const comment of seed.comments.filter((c) => taskIds.includes(c.taskId))) {
      this.comments.set(comment.id, {
        taskId: comment.taskId,
        likeCount: comment.likes.length,
        likedBy: new Set(comment.likes),
      });
      this.known.comments.push(comment.id);
    }
    const today = localDay(now);
    for (const poll of seed.polls) {
      const started = !poll.startDate || poll.startDate <= today;
      const ended = !!poll.endDate && poll.endDate < today;
      this.addPoll(
        poll.id,
        poll.projectGroupIds,
        poll.status,
        poll.isActive && poll.status === 'active' && started && !ended,
        poll.options.map((o) => [o.id, o.votes]),
        poll.voters.map((v) => [v.userId, v.optionId]),
      );
    }
  }

  /** Why the store must refuse this call, checked in the store's order; null when it goes through. */
  refusal(op: Op): Outcome | null {
    const me = this.people.get(op.actor)!;
    switch (op.kind) {
      case 'comment': {
        const task = this.tasks.get(op.task);
        if (!task) return refused('not-found', TASK_NOT_FOUND);
        if (!this.canReach(me, task.groupId)) return refused('forbidden');
        if (op.empty) return refused('invalid', messages.commentEmpty);
        if (op.reply !== null && this.comments.get(op.reply)?.taskId !== op.task)
          return refused('invalid', UNKNOWN_PARENT);
        return null;
      }
      case 'like': {
        const comment = this.comments.get(op.comment);
        if (!comment) return refused('not-found', COMMENT_NOT_FOUND);
        return this.canReach(me, this.tasks.get(comment.taskId)!.groupId) ? null : refused('forbidden');
      }
      case 'vote': {
        const poll = this.polls.get(op.poll);
        if (!poll) return refused('not-found', POLL_NOT_FOUND);
        const seen = this.pollAs(me, poll);
        if (seen === 'forbidden') return refused('forbidden');
        if (seen === 'not-found') return refused('not-found', POLL_NOT_FOUND);
        if (!poll.open) return refused('invalid', messages.pollNotActive);
        if (poll.voteOf.has(me.id)) return refused('invalid', messages.alreadyVoted);
        return poll.votes.has(op.option) ? null : refused('invalid', messages.invalidOption);
      }
      case 'createPoll':
        return me.isAdmin ? null : refused('forbidden');
      case 'removePoll':
        if (!me.isAdmin) return refused('forbidden');
        return this.polls.has(op.poll) ? null : refused('not-found', POLL_NOT_FOUND);
      case 'createTask': {
        if (!me.isAdmin) return refused('forbidden');
        const groupId = this.projectGroup.get(op.project)!;
        const outsider = op.assignees?.some((name) => !this.canReach(this.people.get(name)!, groupId));
        return outsider ? refused('invalid', OUTSIDE_ASSIGNEE) : null;
      }
      case 'removeTask':
        if (!me.isAdmin) return refused('forbidden');
        return this.tasks.has(op.task) ? null : refused('not-found', TASK_NOT_FOUND);
      case 'markRead':
        return op.owner === op.actor || this.inbox.get(op.owner)!.length === 0 ? null : refused('forbidden');
      case 'markAllRead':
      case 'commentNotifications':
        return null;
    }
  }

  /** What a call that `refusal` lets through does and answers; `created` is the id the store gave a new thing. */
  apply(op: Op, created = 0): Outcome {
    const me = this.people.get(op.actor)!;
    switch (op.kind) {
      case 'comment': {
        const task = this.tasks.get(op.task)!;
        this.comments.set(created, { taskId: op.task, likeCount: 0, likedBy: new Set() });
        this.known.comments.push(created);
        // Everyone on the task hears of it, except the writer and those who switched it off or cannot open it.
        this.notify(
          task.assignedTo.filter((id) => id !== me.id),
          'taskComments',
          task.groupId,
          { title: 'Neuer Kommentar', link: `/tasks/${op.task}`, read: false },
        );
        return ok({ taskId: op.task, parentId: op.reply, likeCount: 0, hasLiked: false });
      }
      case 'like': {
        const comment = this.comments.get(op.comment)!;
        // A second like takes the first back.
        const liked = !comment.likedBy.has(me.id);
        if (liked) comment.likedBy.add(me.id);
        else comment.likedBy.delete(me.id);
        comment.likeCount += liked ? 1 : -1;
        return ok({ liked, likeCount: comment.likeCount });
      }
      case 'vote': {
        const poll = this.polls.get(op.poll)!;
        poll.votes.set(op.option, poll.votes.get(op.option)! + 1);
        poll.voteOf.set(me.id, op.option);
        return ok(this.pollView(poll, me));
      }
      case 'createPoll': {
        const options = Array.from({ length: op.options }, (_, i): [number, number] => [i + 1, 0]);
        this.addPoll(created, op.groups, op.status, op.status === 'active' && op.isActive, options, []);
        return ok(this.pollView(this.polls.get(created)!, me));
      }
      case 'removePoll':
        this.polls.delete(op.poll);
        return ok();
      case 'createTask': {
        const groupId = this.projectGroup.get(op.project)!;
        // Without a choice, the task goes to the whole project group (SPEC §6).
        const assignedTo = op.assignees?.map((name) => actors[name]) ?? this.groupMembers.get(groupId)!;
        this.addTask(created, op.project, assignedTo);
        this.notify(
          assignedTo.filter((id) => id !== me.id),
          'newTask',
          groupId,
          { title: 'Neue Aufgabe', link: `/tasks/${created}`, read: false },
        );
        return ok({ assignedTo: [...assignedTo].sort((a, b) => a - b) });
      }
      case 'removeTask':
        this.tasks.delete(op.task);
        for (const [id, comment] of this.comments) if (comment.taskId === op.task) this.comments.delete(id);
        // Notifications about it stay, but lead nowhere.
        for (const items of this.inbox.values())
          for (const n of items) if (n.link === `/tasks/${op.task}`) n.link = null;
        return ok();
      case 'markRead': {
        const items = this.inbox.get(op.owner)!;
        const target = items[op.notification % Math.max(items.length, 1)];
        if (!target) return ok('nothing to mark');
        target.read = true;
        return ok();
      }
      case 'markAllRead':
        for (const n of this.inbox.get(op.actor)!) n.read = true;
        return ok();
      case 'commentNotifications':
        me.taskComments = op.on;
        return ok({ taskComments: op.on });
    }
  }

  view(): View {
    const comments: View['comments'] = {};
    for (const taskId of this.known.tasks) {
      const task = this.tasks.get(taskId);
      comments[taskId] = this.perActor((me) => {
        if (!task) return 'not-found';
        if (!this.canReach(me, task.groupId)) return 'forbidden';
        return [...this.comments]
          .filter(([, c]) => c.taskId === taskId)
          .sort(([a], [b]) => a - b)
          .map(([id, c]) => ({ id, likeCount: c.likeCount, hasLiked: c.likedBy.has(me.id) }));
      });
    }
    const polls = this.perActor((me) =>
      Object.fromEntries(
        [...this.polls]
          .filter(([, poll]) => this.pollAs(me, poll) === 'visible')
          .map(([id, poll]) => [id, this.pollView(poll, me)]),
      ),
    );
    const notifications = Object.fromEntries(
      actorNames.map((name) => {
        const items = this.inbox.get(name)!.map((n) => ({ ...n }));
        return [name, { unread: items.filter((n) => !n.read).length, items }];
      }),
    ) as View['notifications'];
    return { comments, polls, notifications };
  }

  private canReach(person: Person, groupId: number): boolean {
    return person.isAdmin || person.groups.includes(groupId);
  }

  /** Members see the polls of their groups; drafts stay with the admins. */
  private pollAs(person: Person, poll: PollState): 'visible' | Refusal {
    if (person.isAdmin) return 'visible';
    if (!poll.groupIds.some((g) => person.groups.includes(g))) return 'forbidden';
    return poll.draft ? 'not-found' : 'visible';
  }

  private pollView(poll: PollState, person: Person): PollView {
    const votes = [...poll.votes.values()];
    const userVoteId = poll.voteOf.get(person.id) ?? null;
    return { votes, total: votes.reduce((sum, n) => sum + n, 0), hasVoted: userVoteId !== null, userVoteId };
  }

  private notify(
    userIds: number[],
    setting: 'newTask' | 'taskComments',
    groupId: number,
    notification: NotificationView,
  ) {
    for (const [name, person] of this.people) {
      if (userIds.includes(person.id) && person[setting] && this.canReach(person, groupId)) {
        this.inbox.get(name)!.unshift({ ...notification });
      }
    }
  }

  private perActor<T>(see: (person: Person) => T): Record<Actor, T> {
    return Object.fromEntries(actorNames.map((name) => [name, see(this.people.get(name)!)])) as Record<Actor, T>;
  }

  private addTask(id: number, projectId: number, assignedTo: number[]) {
    this.tasks.set(id, { groupId: this.projectGroup.get(projectId)!, assignedTo });
    this.known.tasks.push(id);
  }

  private addPoll(
    id: number,
    groupIds: number[],
    status: PollStatus,
    open: boolean,
    votes: [number, number][],
    voters: [number, number][],
  ) {
    this.polls.set(id, { groupIds, draft: status === 'draft', open, votes: new Map(votes), voteOf: new Map(voters) });
    this.known.polls.push(id);
  }
}
