import type {
  ContactBody,
  ListQuery,
  Profile,
  SelfCertifyBody,
  UpdateProfileBody,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { notAnImage } from '../../http/uploads';
import { resizeProfileImage } from '../../infra/images';
import type { Uploads } from '../../infra/uploads';
import type { SessionUser } from '../../http/session';
import { recordAudit } from '../../db/audit';
import { createAdminUsersRepository } from './admin-users.repository';
import { actorOf } from './admin-users.service';
import { canAdminDelete, canDeleteOwnAccount } from './users.policy';
import { createUsersRepository } from './users.repository';

/** What this module needs of the sessions' owner (the auth module, wired in app.ts). */
export interface AccountSessions {
  /** Drops the user's cached sessions in every process after a change. */
  userChanged(userId: string): void;
  checkPassword(userId: string, password: string): Promise<boolean>;
  /** Tells a deleted account's address that it was deleted. */
  accountDeleted(person: { email: string; firstName: string }, at: Date): void;
}

/** Profile, profile image, self-certification, account deletion and the admin lists. */
export function createUsersService(deps: {
  db: Db;
  auth: AccountSessions;
  /** Profile images (served at /uploads) and their owners. */
  uploads: Uploads;
  /** Other modules' clean-up of a deleted account (chat rooms, stars). */
  onAccountDeleted?: (userId: string) => Promise<void>;
  /** The contact form's e-mails (contact-mails.ts); none without. */
  contactMails?: { sent(body: ContactBody, ip: string | undefined): void };
  now?: () => Date;
}) {
  const repo = createUsersRepository(deps.db);
  const adminRepo = createAdminUsersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function profile(userId: string): Promise<Profile> {
    const p = await repo.findProfile(userId);
    if (!p) throw notFound('User');
    return p;
  }

  async function removeFiles(files: { path: string; thumbPath: string }[]) {
    await deps.uploads.remove(files.flatMap((f) => [f.path, f.thumbPath]));
  }

  return {
    profile,

    async updateProfile(userId: string, body: UpdateProfileBody): Promise<Profile> {
      if (body.specialityId && !(await repo.specialityExists(body.specialityId))) {
        throw badRequest('Please choose a speciality from the list.', {
          specialityId: 'Please choose a speciality from the list',
        });
      }
      await repo.updateProfile(userId, body, now());
      deps.auth.userChanged(userId);
      return profile(userId);
    },

    async selfCertify(userId: string, body: SelfCertifyBody): Promise<Profile> {
      await repo.setSelfCertification(userId, body.registrationNumber, now());
      deps.auth.userChanged(userId);
      return profile(userId);
    },

    async uploadAvatar(userId: string, bytes: Buffer): Promise<Profile> {
      const image = await resizeProfileImage(bytes);
      if (!image) throw notAnImage();
      // Random per upload (two at once never write the same file), naming nobody: an avatar
      // url must not lead back to its owner where the owner is hidden (issue 27).
      const path = deps.uploads.newKey('avatars', '-512.webp');
      const thumbPath = path.replace(/-512\.webp$/, '-96.webp');
      // Files first: a row never points at bytes that are not there.
      await deps.uploads.put(userId, path, image.large);
      await deps.uploads.put(userId, thumbPath, image.thumb);
      const old = await repo.replaceAvatar(userId, {
        path,
        thumbPath,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        bytes: image.large.length,
      });
      if (old) await removeFiles([old]);
      deps.auth.userChanged(userId);
      return profile(userId);
    },

    async removeMedia(user: SessionUser, mediaId: string): Promise<Profile> {
      const file = await repo.findMedia(mediaId);
      // Someone else's file is reported as missing, so ids cannot be probed.
      if (!file || file.ownerId !== user._id) throw notFound('File');
      await repo.deleteMedia(user._id, mediaId);
      deps.auth.userChanged(user._id);
      await removeFiles([file]);
      return profile(user._id);
    },

    async deleteOwnAccount(user: SessionUser, userId: string, password: string): Promise<void> {
      if (!canDeleteOwnAccount(user, userId))
        throw forbidden('You can only delete your own account.');
      if (!(await deps.auth.checkPassword(user._id, password))) {
        throw badRequest('The password is incorrect.', { password: 'The password is incorrect.' });
      }
      const at = now();
      const files = await repo.anonymise(user._id, at);
      deps.auth.userChanged(user._id);
      deps.auth.accountDeleted(user, at);
      await deps.onAccountDeleted?.(user._id);
      await removeFiles(files);
    },

    async adminDeleteAccount(admin: SessionUser, id: string): Promise<void> {
      // Sessions and caches are keyed by the id as stored (lower case).
      const userId = id.toLowerCase();
      if (!canAdminDelete(admin, userId))
        throw badRequest('You cannot delete your own account here.');
      const at = now();
      const deleted = await deps.db.transaction(async (tx) => {
        if (!(await adminRepo.lockUser(userId, tx))) throw notFound('User');
        const before = await adminRepo.findUser(userId, tx);
        if (!before) throw notFound('User');
        if (before.deleted) return null;
        const files = await repo.anonymise(userId, at, tx);
        // The audit keeps who the account was, not the personal data the deletion removes.
        await recordAudit(tx, {
          actor: actorOf(admin),
          entity: 'user',
          entityId: userId,
          action: 'delete',
          before: { role: before.role, registrationStep: before.registrationStep },
          after: { deleted: true },
        });
        return { files, person: before };
      });
      if (!deleted) return;
      deps.auth.userChanged(userId);
      deps.auth.accountDeleted(deleted.person, at);
      await deps.onAccountDeleted?.(userId);
      await removeFiles(deleted.files);
    },

    listUsers: (q: ListQuery) => repo.listUsers(q),
    listContactMessages: (q: ListQuery) => repo.listContactMessages(q),

    /** The review queue marks a contact message handled (decision 94), audited by `also`. */
    async markContactMessageHandled(id: string, also: (tx: Db) => Promise<void>): Promise<void> {
      await deps.db.transaction(async (tx) => {
        if (!(await repo.markContactMessageHandled(id, tx))) throw notFound('Message');
        await also(tx);
      });
    },
    /** Stored for the review queue, then acknowledged and told to the admins (within limits). */
    async sendContactMessage(body: ContactBody, userId: string | null, ip?: string) {
      await repo.addContactMessage(body, userId);
      deps.contactMails?.sent(body, ip);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
