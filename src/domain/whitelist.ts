import * as z from 'zod/mini';
import { emailPattern } from './common-rules';
import { idSchema } from './common';

export const whitelistedEmailSchema = z.object({
  id: idSchema,
  email: z.string(),
  projectGroupId: z.nullable(idSchema),
  isActive: z.boolean(),
  projectGroup: z.nullable(z.object({ id: idSchema, name: z.string() })),
});
export type WhitelistedEmail = z.infer<typeof whitelistedEmailSchema>;

export interface InvitationLines {
  emails: string[];
  /** 1-based line numbers of lines that are not an e-mail address. */
  invalidLines: number[];
}

/** Splits the invitation textarea: one address per line, trimmed, empty lines dropped, repeats once. */
export function parseInvitationLines(text: string): InvitationLines {
  const emails: string[] = [];
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    if (!emailPattern.test(line)) invalidLines.push(index + 1);
    else if (!emails.includes(line.toLowerCase())) emails.push(line.toLowerCase());
  });
  return { emails, invalidLines };
}

export function invitationsCreatedMessage(count: number): string {
  return count === 1 ? '1 Einladung wurde erfolgreich erstellt' : `${count} Einladungen wurden erfolgreich erstellt`;
}
