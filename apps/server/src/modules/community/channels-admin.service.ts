import { CONTENT_IMAGE_MAX_SIDE, community } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { actorOf } from '../../db/published';
import { isUniqueViolation } from '../../db/sql-state';
import { badRequest, notFound } from '../../http/errors';
import { createImageUploads } from '../../infra/image-uploads';
import type { Uploads } from '../../infra/uploads';
import type { ChannelsRepository } from './channels.repository';
import type {
  AdminChannelRow,
  ChannelsAdminRepository,
  ChannelValues,
} from './channels-admin.repository';
import { channelFacts, mediaOf } from './community.view';

/** Who makes the change, as the audit trail names them. */
export interface ChannelAdminActor {
  _id: string;
  firstName: string;
  lastName: string;
}

const ENTITY = 'communityChannel';
const NO_SUCH_PERSON = 'There is no such person.';

const toAdminChannel = (r: AdminChannelRow): community.AdminChannel => ({
  ...channelFacts(r),
  archivedAt: r.archivedAt?.toISOString() ?? null,
  memberCount: r.memberCount,
  postCount: r.postCount,
  adminCount: r.adminCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A unique name taken (by another channel, or meanwhile) reads as the form's message. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw badRequest(community.CHANNEL_NAME_TAKEN, { name: community.CHANNEL_NAME_TAKEN });
    }
    throw err;
  }
}

/**
 * Site admins run the channels (issue 48): create, edit, archive and restore them, and appoint
 * their admins. Each change and its audit row commit in one transaction, the row locked first.
 */
export function createChannelsAdminService({
  db,
  repo,
  channels,
  uploads,
}: {
  db: Db;
  repo: ChannelsAdminRepository;
  /** Readers' repository: a channel is added as the demo data adds one. */
  channels: ChannelsRepository;
  /** Channels' pictures (served at /uploads); without it, uploads are refused. */
  uploads?: Uploads;
}) {
  // Any admin may attach a picture another admin uploaded (decision 100).
  const images = createImageUploads({
    uploads,
    folder: community.CHANNEL_IMAGE_FOLDER,
    maxSide: CONTENT_IMAGE_MAX_SIDE,
    notOurs: 'Please attach a picture uploaded for a channel.',
  });

  async function load(id: string, tx: Db = db, lock = false): Promise<community.AdminChannel> {
    const row = await repo.find(id, tx, lock);
    if (!row) throw notFound('Channel');
    return toAdminChannel(row);
  }

  async function admins(channelId: string, tx: Db = db): Promise<community.ChannelAdmin[]> {
    const rows = await repo.admins(channelId, tx);
    return rows.map((r) => ({
      _id: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      title: r.title,
      roleName: r.roleName,
      media: mediaOf(r),
      joinedAt: r.joinedAt.toISOString(),
    }));
  }

  /**
   * One change in a transaction, the channel's row locked first: `read` is what the audit row
   * shows of it before and after (the channel, or its admins). A change that `write` finds
   * already made (false) answers what stands, with no audit row.
   */
  const audited = <T>(
    id: string,
    user: ChannelAdminActor,
    action: string,
    read: (tx: Db) => Promise<T>,
    write: (tx: Db, before: T) => Promise<boolean | void>,
  ) =>
    db.transaction(async (tx) => {
      await load(id, tx, true);
      const before = await read(tx);
      if ((await write(tx, before)) === false) return before;
      const after = await read(tx);
      await recordAudit(tx, {
        actor: actorOf(user),
        entity: ENTITY,
        entityId: id,
        action,
        before,
        after,
      });
      return after;
    });
  const change = (
    id: string,
    user: ChannelAdminActor,
    action: string,
    write: (tx: Db, before: community.AdminChannel) => Promise<boolean | void>,
  ) => audited(id, user, action, (tx) => load(id, tx), write);
  const changeAdmins = (
    id: string,
    user: ChannelAdminActor,
    action: string,
    write: (tx: Db) => Promise<boolean>,
  ) => audited(id, user, action, (tx) => admins(id, tx), write);

  return {
    async list(q: community.AdminChannelListQuery): Promise<Page<community.AdminChannel>> {
      const page = await repo.page(q);
      return { rows: page.rows.map(toAdminChannel), total: page.total };
    },

    get: (id: string) => load(id),

    async create(body: community.CreateChannelBody, user: ChannelAdminActor) {
      const imageUrl = (await images.checked(body.imageUrl, user._id)) ?? null;
      return named(() =>
        db.transaction(async (tx) => {
          const id = await channels.insertChannel({ ...body, imageUrl, createdBy: user._id }, tx);
          const after = await load(id, tx);
          await recordAudit(tx, {
            actor: actorOf(user),
            entity: ENTITY,
            entityId: id,
            action: 'create',
            after,
          });
          return after;
        }),
      );
    },

    update: (id: string, body: community.UpdateChannelBody, user: ChannelAdminActor) =>
      named(() =>
        change(id, user, 'update', async (tx, before) => {
          const values: ChannelValues = {
            ...body,
            imageUrl: await images.checked(body.imageUrl, user._id, before.imageUrl, tx),
          };
          await repo.update(id, values, tx);
        }),
      ),

    /** Archived: out of every member's list, and no more posts or responses (issue 48). */
    archive: (id: string, user: ChannelAdminActor) =>
      change(id, user, 'archive', async (tx, before) => {
        if (before.archivedAt) return false;
        await repo.setArchived(id, true, tx);
      }),

    restore: (id: string, user: ChannelAdminActor) =>
      change(id, user, 'restore', async (tx, before) => {
        if (!before.archivedAt) return false;
        await repo.setArchived(id, false, tx);
      }),

    /** Stores a channel's picture: checked by content, scaled down, kept as WebP. */
    uploadImage: (bytes: Buffer, user: ChannelAdminActor) => images.store(bytes, user._id),

    async admins(id: string): Promise<community.ChannelAdmin[]> {
      await load(id);
      return admins(id);
    },

    appointAdmin: (id: string, userId: string, user: ChannelAdminActor) =>
      changeAdmins(id, user, 'appointAdmin', async (tx) => {
        if (!(await repo.personExists(userId, tx))) {
          throw badRequest(NO_SUCH_PERSON, { userId: NO_SUCH_PERSON });
        }
        return repo.appoint(id, userId, tx);
      }),

    removeAdmin: (id: string, userId: string, user: ChannelAdminActor) =>
      changeAdmins(id, user, 'removeAdmin', async (tx) => {
        if (!(await repo.demote(id, userId, tx))) throw notFound('Channel admin');
        return true;
      }),
  };
}

export type ChannelsAdminService = ReturnType<typeof createChannelsAdminService>;
