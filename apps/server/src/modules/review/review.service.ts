import type { review } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { AUDIT_ACTION, type ReviewRepository } from './review.repository';

/** Writes in the transaction of a domain's change: here, the audit row. */
export type AlsoInTransaction = (tx: Db) => Promise<void>;

/**
 * How the queue's actions reach the domains that own the items (decision 94), wired in app.ts.
 * Each opens its own transaction, applies its own rules (and its moderation log, counts,
 * caches), runs `also` inside it, and throws 404 when the item is gone.
 */
export interface ReviewPorts {
  community(
    type: 'post' | 'response',
    id: string,
    action: review.ReviewAction,
    actor: SessionUser,
    also: AlsoInTransaction,
  ): Promise<void>;
  newsComment(id: string, action: review.ReviewAction, also: AlsoInTransaction): Promise<void>;
  journalClubComment(
    id: string,
    action: review.ReviewAction,
    also: AlsoInTransaction,
  ): Promise<void>;
  contactMessageHandled(id: string, also: AlsoInTransaction): Promise<void>;
}

export interface ReviewServiceDeps {
  repo: ReviewRepository;
  ports: ReviewPorts;
  now?: () => Date;
}

/** The entry as it will stand after `action` (null: deleted). */
function afterAction(
  item: review.ReviewItem,
  action: review.ReviewAction,
  by: string,
  at: Date,
): review.ReviewItem | null {
  if (action === 'remove' && (item.kind === 'communityPost' || item.kind === 'communityResponse'))
    return null;
  return {
    ...item,
    state: 'handled',
    hidden: action === 'remove' ? true : action === 'approve' ? false : item.hidden,
    reportCount: action === 'remove' ? item.reportCount : 0,
    handled: { action, by, at: at.toISOString() },
  };
}

/** The admins' one review queue: list it, and act on an entry through its domain. */
export function createReviewService({ repo, ports, now = () => new Date() }: ReviewServiceDeps) {
  return {
    list(q: review.ReviewListQuery): Promise<Page<review.ReviewItem>> {
      return q.state === 'handled' ? repo.handledItems(q) : repo.openItems(q);
    },

    async act(
      params: review.ReviewActionParams,
      body: review.ReviewActionBody,
      user: SessionUser,
    ): Promise<review.ReviewItem> {
      const { kind, id } = params;
      const { action } = body;
      if (kind === 'contactMessage' && action !== 'handled') {
        throw badRequest('A contact message can only be marked handled.', {
          action: 'A contact message can only be marked handled.',
        });
      }
      const item = await repo.openItem(kind, id);
      if (!item) throw notFound('Review item');
      const by = `${user.firstName} ${user.lastName}`.trim();
      const at = now();
      const after = afterAction(item, action, by, at);
      const also: AlsoInTransaction = (tx) =>
        recordAudit(tx, {
          actor: { id: user._id, name: by },
          entity: kind,
          entityId: id,
          action: AUDIT_ACTION[action],
          before: item,
          after,
        });
      switch (kind) {
        case 'communityPost':
        case 'communityResponse':
          await ports.community(
            kind === 'communityPost' ? 'post' : 'response',
            id,
            action,
            user,
            also,
          );
          break;
        case 'newsComment':
          await ports.newsComment(id, action, also);
          break;
        case 'journalClubComment':
          await ports.journalClubComment(id, action, also);
          break;
        case 'contactMessage':
          await ports.contactMessageHandled(id, also);
          break;
      }
      return after ?? { ...item, state: 'handled', handled: { action, by, at: at.toISOString() } };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
