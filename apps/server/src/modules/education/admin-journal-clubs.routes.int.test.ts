import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalClubComments } from '../../db/schema';
import { adminSuite, callsAs } from '../../test/admin-calls';
import { createUser } from '../../test/factories';
import { journalClubBody } from '../../test/fixtures/makers';

const suite = adminSuite();
const { as, admin, user } = suite;

/** A second member, who started no session: neither its author nor an admin. */
let otherToken = '';
let other: ReturnType<typeof callsAs>;
beforeAll(async () => {
  const u = await createUser(suite.t().database.db, { selfCertified: true });
  otherToken = (await suite.t().login(u.email, u.password)).token;
  other = callsAs(suite.t(), otherToken);
});

/** A session the member starts, as they would from Education. */
async function memberClub(title = `Session ${randomUUID().slice(0, 6)}`) {
  const res = await user().post('/api/journalClub/create', { ...journalClubBody(), title });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; title: string };
}

describe('admin journal clubs: access', () => {
  it('401 anonymous, 403 for a member even on their own session, 404 for an unknown id', async () => {
    const club = await memberClub();
    const url = `/api/admin/journal-clubs/${club._id}`;
    const calls = [
      (x: ReturnType<typeof as>) => x.get('/api/admin/journal-clubs'),
      (x: ReturnType<typeof as>) => x.get(url),
      (x: ReturnType<typeof as>) => x.patch(url, { title: 'Changed' }),
      (x: ReturnType<typeof as>) => x.del(url),
    ];
    for (const call of calls) {
      expect((await call(as(undefined))).statusCode).toBe(401);
      expect((await call(user())).statusCode).toBe(403);
    }
    expect((await user().get(`/api/journalClub/get/${club._id}`)).json().data.title).toBe(
      club.title,
    );

    const missing = `/api/admin/journal-clubs/${randomUUID()}`;
    expect((await admin().get(missing)).statusCode).toBe(404);
    expect((await admin().patch(missing, { title: 'X' })).statusCode).toBe(404);
    expect((await admin().del(missing)).statusCode).toBe(404);
  });

  it('a member who neither started the session nor is an admin still cannot change it', async () => {
    const club = await memberClub();
    const edit = await suite.t().request({
      method: 'PUT',
      url: `/api/journalClub/edit/${club._id}`,
      token: otherToken,
      payload: { ...journalClubBody(), title: 'Taken over' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await other.del(`/api/admin/journal-clubs/${club._id}`)).statusCode).toBe(403);
    expect((await user().get(`/api/journalClub/get/${club._id}`)).json().data.title).toBe(
      club.title,
    );
  });
});

describe('admin journal clubs', () => {
  it('lists every member’s sessions with paging and search', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [await memberClub(`Paging ${tag} a`), await memberClub(`Paging ${tag} b`)];
    const first = await admin().get(`/api/admin/journal-clubs?limit=1&skip=0&search=${tag}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().option[0].count).toBe(2);
    const second = await admin().get(`/api/admin/journal-clubs?limit=1&skip=1&search=${tag}`);
    const seen = [...first.json().data, ...second.json().data].map((c: { _id: string }) => c._id);
    expect(seen.sort()).toEqual(made.map((c) => c._id).sort());
    expect(first.json().data[0]).toHaveProperty('updatedAt');
    expect(first.json().data[0]).not.toHaveProperty('canEdit');
  });

  it('changes any member’s session, its time read as London’s; audited', async () => {
    const club = await memberClub();
    const res = await admin().patch(`/api/admin/journal-clubs/${club._id}`, {
      title: 'Renamed by the admin',
      meetingAt: '2031-07-01T19:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    // British Summer Time: an hour ahead of UTC.
    expect(res.json().data).toMatchObject({
      title: 'Renamed by the admin',
      meetingAt: '2031-07-01T18:30:00.000Z',
      journal: journalClubBody().journal,
    });
    const seen = (await user().get(`/api/journalClub/get/${club._id}`)).json().data;
    expect(seen.title).toBe('Renamed by the admin');
    const audit = await suite.audit(club._id);
    expect(audit.map((a) => `${a.entity}:${a.action}`)).toEqual(['journalClub:update']);
    expect((audit[0]!.before as { title: string }).title).toBe(club.title);
  });

  it('refuses bad fields (400) and an empty change', async () => {
    const club = await memberClub();
    const url = `/api/admin/journal-clubs/${club._id}`;
    const bad = await admin().patch(url, { doi: 'not a doi', meetingAt: '2031-13-45T99:00' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['doi', 'meetingAt']));
    expect((await admin().patch(url, {})).statusCode).toBe(400);
    expect((await admin().patch(url, { canEdit: true })).statusCode).toBe(400);
  });

  it('deletes any member’s session with its discussion; audited', async () => {
    const club = await memberClub();
    const comment = await other.post('/api/journalClub/comment/create', {
      journalClubId: club._id,
      comment: 'Looking forward to this one.',
    });
    expect(comment.statusCode).toBe(200);
    const res = await admin().del(`/api/admin/journal-clubs/${club._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ _id: club._id });
    expect((await user().get(`/api/journalClub/get/${club._id}`)).statusCode).toBe(404);
    const left = await suite
      .t()
      .database.db.select()
      .from(journalClubComments)
      .where(eq(journalClubComments.clubId, club._id));
    expect(left).toEqual([]);
    expect((await suite.audit(club._id)).map((a) => a.action)).toEqual(['delete']);
  });
});
