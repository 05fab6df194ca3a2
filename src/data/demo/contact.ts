import type { Repository } from '../repository';
import { nowIso, validate, type DemoContext } from './context';
import { centreAddress, sendMail } from './mail';

/** Open to guests. The security question is the screen's job and never reaches the store. */
export function createContact(ctx: DemoContext): Repository['contact'] {
  const { db } = ctx;
  return {
    async send(message) {
      const data = await validate('contactMessageSchema', message);
      await db.transaction('rw', [db.contactMessages, db.mails], async () => {
        await db.contactMessages.add({ ...data, createdAt: nowIso(ctx) });
        await sendMail(ctx, {
          to: centreAddress,
          subject: `Kontaktanfrage von ${data.name}`,
          body: `${data.name} <${data.email}> schreibt:\n\n${data.message}`,
        });
      });
    },
  };
}
