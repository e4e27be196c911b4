import type { Workplace, WorkplaceBody } from '@portal/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { canManageWorkplace } from './users.policy';
import { createWorkplacesRepository } from './workplaces.repository';

/** Work places on a profile; each belongs to one user, who alone sees and changes it. */
export function createWorkplacesService(deps: { db: Db; now?: () => Date }) {
  const repo = createWorkplacesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Another user's work place is reported as missing, so ids cannot be probed. */
  async function owned(user: SessionUser, id: string): Promise<Workplace> {
    const w = await repo.find(id);
    if (!w || !canManageWorkplace(user, w)) throw notFound('Work place');
    return w;
  }

  return {
    async list(user: SessionUser, userId = user._id) {
      if (!canManageWorkplace(user, { userId }))
        throw forbidden('You can only see your own work places.');
      return repo.listByUser(userId);
    },
    get: owned,
    create: (user: SessionUser, body: WorkplaceBody) => repo.create(user._id, body),
    async update(user: SessionUser, id: string, body: WorkplaceBody) {
      await owned(user, id);
      const updated = await repo.update(id, user._id, body, now());
      if (!updated) throw notFound('Work place');
      return updated;
    },
    async remove(user: SessionUser, id: string) {
      await owned(user, id);
      await repo.remove(id, user._id);
    },
  };
}
export type WorkplacesService = ReturnType<typeof createWorkplacesService>;
