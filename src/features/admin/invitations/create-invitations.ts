import { ValidationError } from '../../../data/errors';
import type { WhitelistDraft } from '../../../domain/whitelist-draft';
import { invitationsTexts as t } from './texts';

export interface SkippedLine {
  /** 1-based line of the textarea. */
  line: number;
  email: string;
  reason: string;
}

export interface InvitationResult {
  created: number;
  skipped: SkippedLine[];
  /** A refusal that is not about one address (no session, no rights, unknown group, offline): the run stopped. */
  failure: { error: unknown; remaining: string[] } | null;
}

/**
 * Creates one invitation per line (SPEC §5, §7: one call per line). Lines are trimmed, empty lines
 * dropped; an address repeated in the text is sent once and the repeat reported; addresses the store
 * refuses (e.g. already invited) are reported with its German message. Call after the lines were
 * validated (`parseInvitationLines` finds no invalid line).
 */
export async function createInvitations(
  text: string,
  projectGroupId: number,
  create: (draft: WhitelistDraft) => Promise<unknown>,
): Promise<InvitationResult> {
  const firstLine = new Map<string, number>();
  const planned: { line: number; email: string }[] = [];
  const skipped: SkippedLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const email = raw.trim().toLowerCase();
    if (!email) return;
    const first = firstLine.get(email);
    if (first !== undefined) skipped.push({ line: index + 1, email, reason: t.repeatedLine(first) });
    else {
      firstLine.set(email, index + 1);
      planned.push({ line: index + 1, email });
    }
  });

  let created = 0;
  for (const [index, item] of planned.entries()) {
    try {
      await create({ email: item.email, projectGroupId, isActive: true });
      created += 1;
    } catch (error) {
      const aboutThisAddress =
        error instanceof ValidationError && 'email' in error.fields && !('projectGroupId' in error.fields);
      if (aboutThisAddress) {
        skipped.push({ line: item.line, email: item.email, reason: error.message });
        continue;
      }
      return {
        created,
        skipped: sortByLine(skipped),
        failure: { error, remaining: planned.slice(index).map((p) => p.email) },
      };
    }
  }
  return { created, skipped: sortByLine(skipped), failure: null };
}

function sortByLine(lines: SkippedLine[]): SkippedLine[] {
  return [...lines].sort((a, b) => a.line - b.line);
}
