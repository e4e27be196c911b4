import type { users as u } from '@portal/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { createAdminUsersRepository } from './admin-users.repository';
import { canAdminChangeAccount } from './users.policy';
import type { AccountSessions } from './users.service';

/** The admin's name as the audit trail keeps it. */
export const actorOf = (admin: SessionUser) => ({
  id: admin._id,
  name: `${admin.firstName} ${admin.lastName}`.trim(),
});

/**
 * An admin's view and changes of accounts (issue 31): role, modules, self-certification,
 * deactivation. Each change is audited in its transaction; the user's cached sessions are
 * dropped on every process once it commits, so their next request sees it.
 */
export function createAdminUsersService(deps: {
  db: Db;
  auth: Pick<AccountSessions, 'userChanged'>;
  now?: () => Date;
}) {
  const repo = createAdminUsersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    async get(id: string): Promise<u.AdminUserDetail> {
      const user = await repo.findUser(id.toLowerCase());
      if (!user) throw notFound('User');
      return user;
    },

    async update(
      admin: SessionUser,
      id: string,
      change: u.AdminUserChange,
    ): Promise<u.AdminUserDetail> {
      // Sessions and caches are keyed by the id as stored (lower case).
      const userId = id.toLowerCase();
      if (!canAdminChangeAccount(admin, userId)) {
        throw badRequest('You cannot change your own role, modules or account here.');
      }
      if (change.roleId && !(await repo.roleExists(change.roleId))) {
        throw badRequest('Please choose a role from the list.', {
          roleId: 'Please choose a role from the list',
        });
      }
      const at = now();
      const actor = actorOf(admin);
      const after = await deps.db.transaction(async (tx) => {
        if (!(await repo.lockUser(userId, tx))) throw notFound('User');
        const before = await repo.findUser(userId, tx);
        if (!before) throw notFound('User');
        if (before.deleted) throw badRequest('This account has been deleted.');

        const audits: { action: string; before: unknown; after: unknown }[] = [];
        if (change.roleId !== undefined && change.roleId !== before.role._id) {
          await repo.setRole(userId, change.roleId, at, tx);
          audits.push({ action: 'setRole', before: { role: before.role }, after: null });
        }
        if (change.modules !== undefined) {
          const wanted = [...new Set(change.modules)].sort();
          if (wanted.join() !== [...before.modules].sort().join()) {
            await repo.setModules(userId, wanted, tx);
            audits.push({ action: 'setModules', before: { modules: before.modules }, after: null });
          }
        }
        if (change.resetSelfCertification && before.isSelfCertificated) {
          await repo.resetSelfCertification(userId, at, tx);
          audits.push({
            action: 'resetSelfCertification',
            before: { isSelfCertificated: true, selfCertifiedAt: before.selfCertifiedAt },
            after: null,
          });
        }
        if (change.active !== undefined && change.active === (before.deactivatedAt !== null)) {
          await repo.setDeactivated(userId, change.active ? null : at, at, tx);
          audits.push({
            action: change.active ? 'reactivate' : 'deactivate',
            before: { deactivatedAt: before.deactivatedAt },
            after: null,
          });
        }

        const changed = await repo.findUser(userId, tx);
        if (!changed) throw notFound('User');
        // Each row's after: the same fields as its before, as they now are.
        for (const audit of audits) {
          const fields = Object.keys(audit.before as object) as (keyof u.AdminUserDetail)[];
          await recordAudit(tx, {
            actor,
            entity: 'user',
            entityId: userId,
            action: audit.action,
            before: audit.before,
            after: Object.fromEntries(fields.map((f) => [f, changed[f]])),
          });
        }
        return changed;
      });
      deps.auth.userChanged(userId);
      return after;
    },

    listAudit: (q: u.AuditListQuery) => repo.listAudit(q),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
