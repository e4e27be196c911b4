import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { JournalClubService } from './journal-club.service';

/** SPEC §7 Journal club, and its discussion. */
export function journalClubRoutes(app: FastifyInstance, service: JournalClubService): void {
  route(app, education.getJournalClubs, async ({ query, user }) => {
    const page = await service.list(query, user);
    return ok(page.rows, { count: page.total });
  });

  route(app, education.getJournalClub, async ({ params, user }) =>
    ok(await service.get(params.id, user)),
  );

  route(app, education.createJournalClub, async ({ body, user }) =>
    ok(await service.create(body, user), { message: 'Journal club created.' }),
  );

  route(app, education.editJournalClub, async ({ params, body, user }) =>
    ok(await service.edit(params.id, body, user), { message: 'Journal club updated.' }),
  );

  route(app, education.getClubComments, async ({ query, user }) => {
    const page = await service.listComments(query, user);
    return ok(page.rows, { count: page.total });
  });

  route(app, education.createClubComment, async ({ body, user }) =>
    ok(await service.createComment(body, user), { message: 'Comment added.' }),
  );

  route(app, education.editClubComment, async ({ params, body, user }) =>
    ok(await service.editComment(params.id, body, user), { message: 'Comment updated.' }),
  );

  route(app, education.clubCommentAction, async ({ body, user }) =>
    ok(await service.commentAction(body, user)),
  );

  route(app, education.deleteClubComment, async ({ params, user }) => {
    await service.deleteComment(params.id, user);
    return ok(null, { message: 'Comment deleted.' });
  });
}
