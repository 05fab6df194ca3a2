// `--summary DATEI`: the workshop's results to hand out, as plain text (Markdown) that prints as it reads: the polls
// with their votes, and each project's tasks with their comments. No e-mail addresses, accounts, sessions, password
// hashes or uploads: what an `--export` holds and nobody outside the room should get.
import type { DemoDatabase } from '../../src/data/demo/db';
import { compareGerman } from '../../src/data/demo/order';
import { taskStatusLabel } from '../../src/domain/task-rules';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });
/** One line of text: line breaks in a comment would break the list it stands in. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

export async function resultsSummary(db: DemoDatabase, now: Date): Promise<string> {
  const [users, polls, projects, tasks, comments] = await Promise.all([
    db.users.toArray(),
    db.polls.toArray(),
    db.projects.toArray(),
    db.tasks.toArray(),
    db.comments.toArray(),
  ]);
  const nameOf = new Map(users.map((user) => [user.id, user.name]));
  const lines = [`# Ergebnisse des Workshops`, '', `Stand: ${day(now.toISOString())}`, ''];

  lines.push('## Umfragen', '');
  if (!polls.length) lines.push('Keine Umfragen.', '');
  for (const poll of [...polls].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
    lines.push(`### ${poll.title}`, '', `${total} ${total === 1 ? 'Stimme' : 'Stimmen'}`, '');
    for (const option of [...poll.options].sort((a, b) => b.votes - a.votes))
      lines.push(`- ${option.text}: ${option.votes}`);
    lines.push('');
  }

  lines.push('## Projekte und Aufgaben', '');
  for (const project of [...projects].sort((a, b) => compareGerman(a.title, b.title))) {
    const own = tasks.filter((task) => task.projectId === project.id);
    if (!own.length) continue;
    lines.push(`### ${project.title}`, '');
    for (const task of own.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      lines.push(`#### ${task.title} (${taskStatusLabel(task.status)})`, '');
      const said = comments
        .filter((comment) => comment.taskId === task.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      if (!said.length) lines.push('Keine Kommentare.');
      for (const comment of said) {
        const likes = comment.likeCount ? `, ${comment.likeCount} × gefällt mir` : '';
        const count = comment.attachments.length;
        const files = count ? ` [${count} ${count === 1 ? 'Anhang' : 'Anhänge'}]` : '';
        const author = nameOf.get(comment.createdBy) ?? 'Unbekannt';
        lines.push(`- ${author}, ${day(comment.createdAt)}${likes}: ${oneLine(comment.content)}${files}`);
      }
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
