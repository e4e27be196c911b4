import type { ContactBody } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { createNotify, type Mailer } from '../../infra/mail';
import { contactAcknowledgement, contactNotice } from './emails';

/**
 * Contact-form e-mails one address, or one sender's IP, can cause per throttle window (the
 * log-in throttle's, 15 minutes): past it the message is still stored for the review queue, but
 * no e-mail goes, so the open form cannot be used to flood a stranger's inbox or the admins'.
 */
export const CONTACT_MAILS_PER_ADDRESS = 3;
export const CONTACT_MAILS_PER_IP = 10;

/**
 * The e-mails of a contact message, sent after it is stored: an acknowledgement to the sender
 * and a notice to every active admin. Counted in the database (the log-in throttle's table), so
 * the limits hold across server processes.
 */
export function createContactMails(deps: {
  db: Db;
  mailer: Mailer;
  /** The log-in throttle's counter: counts one under `key`; milliseconds over `limit`, else 0. */
  throttle: { count(key: string, limit: number, now: Date): Promise<number> };
  publicUrl: string;
  log?: FastifyBaseLogger | undefined;
  now: () => Date;
}) {
  const { db, throttle, now } = deps;
  const notify = createNotify(deps.mailer, deps.log);

  async function adminAddresses(): Promise<string[]> {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(roles.slug, 'admin'), isNull(users.deletedAt), isNull(users.deactivatedAt)));
    return rows.map((r) => r.email);
  }

  /** Within the limits: true, and the sending is counted against the address and the IP. */
  async function allowed(email: string, ip: string | undefined, at: Date): Promise<boolean> {
    const byAddress = await throttle.count(
      `contact:${email.toLowerCase()}`,
      CONTACT_MAILS_PER_ADDRESS,
      at,
    );
    const byIp = ip ? await throttle.count(`contact-ip:${ip}`, CONTACT_MAILS_PER_IP, at) : 0;
    return byAddress === 0 && byIp === 0;
  }

  return {
    /** A message was stored: the e-mails go in the background, within the limits. */
    sent(body: ContactBody, ip: string | undefined): void {
      const at = now();
      notify('contact message', async () => {
        if (!(await allowed(body.email, ip, at))) {
          deps.log?.info({ ip }, 'contact e-mails over the limit; the message is stored only');
          return null;
        }
        const queue = `${deps.publicUrl}/admin/review`;
        return [
          contactAcknowledgement(body, deps.publicUrl),
          ...(await adminAddresses()).map((to) => contactNotice(to, body, at, queue)),
        ];
      });
    },
  };
}
