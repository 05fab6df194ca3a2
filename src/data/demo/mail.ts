import { site } from '../../lib/site';
import { nowIso, type DemoContext } from './context';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  link?: string | null;
}

/** Where the demo "sends" e-mail: into the mails table behind the 'Demo-Postfach'. */
export async function sendMail(ctx: DemoContext, mail: OutgoingMail): Promise<void> {
  await ctx.db.mails.add({ ...mail, link: mail.link ?? null, createdAt: nowIso(ctx) });
}

export const centreAddress = site.email;
