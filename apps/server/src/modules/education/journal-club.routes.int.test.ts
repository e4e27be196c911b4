import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { education } from '@portal/contract';
import { messages, londonInstant } from '@portal/contract';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens = { alice: '', bob: '', carol: '', dave: '', admin: '', noEducation: '' };
const ids = { alice: '' };

async function signIn(opts: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(t.database.db, opts);
  const { token } = await t.login(u.email, u.password);
  return { id: u.id, token };
}

const get = (url: string, token = tokens.alice) => t.request({ method: 'GET', url, token });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = tokens.alice,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

const DAY = 86_400_000;
/** A London wall-clock time `days` from now at 19:30 (upcoming when positive). */
const londonEvening = (days: number) =>
  `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T19:30`;

const body = (over: Partial<education.JournalClubBody> = {}): education.JournalClubBody => ({
  title: 'Medical cannabis and driving: a UK survey',
  authors: 'Hughes S, Patel R',
  journal: 'International Journal of Pharmacy Practice',
  year: 2024,
  doi: '10.1093/ijpp/riae001',
  meetingAt: londonEvening(7),
  meetingUrl: 'https://meet.example.org/jc-1',
  host: 'Dr Sam Hughes',
  summary: 'What patients on prescribed cannabis were told about driving.',
  ...over,
});

/** Seeded sessions: what each is, so the tests can filter them as the server should. */
const seeded: { id: string; title: string; days: number; journal: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const alice = await signIn({ firstName: 'Alice', lastName: 'Archer' });
  tokens.alice = alice.token;
  ids.alice = alice.id;
  tokens.bob = (await signIn({ firstName: 'Bob', lastName: 'Baker' })).token;
  tokens.carol = (await signIn()).token;
  tokens.dave = (await signIn()).token;
  tokens.admin = (await signIn({ role: 'admin' })).token;
  tokens.noEducation = (await signIn({ modules: ['home', 'media'] })).token;

  // Eight sessions, four upcoming and four past, some about opioids.
  const plan = [3, -2, 10, -30, 1, -1, 20, -90];
  for (const [i, days] of plan.entries()) {
    const title = i % 3 === 0 ? `Opioid stewardship in community pharmacy ${i}` : `Session ${i}`;
    const journal = i % 2 ? 'BMJ Open' : 'Pharmaceutical Journal';
    const r = await send(
      'POST',
      '/api/journalClub/create',
      body({ title, journal, meetingAt: londonEvening(days) }),
      i % 2 ? tokens.bob : tokens.alice,
    );
    expect(r.statusCode, r.body).toBe(200);
    seeded.push({ id: r.json().data._id, title, days, journal });
  }
});
afterAll(() => t.close());

/** The order the list promises: upcoming soonest first, then past latest first. */
const expectedOrder = (rows: typeof seeded) => [
  ...rows.filter((r) => r.days > 0).sort((a, b) => a.days - b.days),
  ...rows.filter((r) => r.days < 0).sort((a, b) => b.days - a.days),
];

describe('journalClub/get', () => {
  it('pages upcoming sessions soonest first, then past ones latest first, with the total', async () => {
    const all = expectedOrder(seeded);
    const first = await get('/api/journalClub/get?limit=5&skip=0');
    expect(first.statusCode).toBe(200);
    expect(first.json().option[0].count).toBe(all.length);
    expect(first.json().data.map((c: education.JournalClub) => c._id)).toEqual(
      all.slice(0, 5).map((r) => r.id),
    );
    const second = await get('/api/journalClub/get?limit=5&skip=5');
    expect(second.json().data.map((c: education.JournalClub) => c._id)).toEqual(
      all.slice(5).map((r) => r.id),
    );
    const past = await get('/api/journalClub/get?limit=5&skip=50');
    expect(past.json().data).toEqual([]);
    expect(past.json().option[0].count).toBe(all.length);
  });

  it('searches title, journal and summary, case-insensitive', async () => {
    const r = await get('/api/journalClub/get?search=OPIOID&limit=50');
    const want = expectedOrder(seeded.filter((s) => /opioid/i.test(s.title)));
    expect(r.json().data.map((c: education.JournalClub) => c._id)).toEqual(want.map((s) => s.id));
    expect(r.json().option[0].count).toBe(want.length);
    const byJournal = await get('/api/journalClub/get?search=bmj%20open&limit=50');
    expect(byJournal.json().option[0].count).toBe(
      seeded.filter((s) => s.journal === 'BMJ Open').length,
    );
    const none = await get('/api/journalClub/get?search=100%25_none');
    expect(none.json()).toMatchObject({ data: [], option: [{ count: 0 }] });
  });

  it('needs a session and the education module', async () => {
    expect((await get('/api/journalClub/get', '')).statusCode).toBe(401);
    expect((await get('/api/journalClub/get', tokens.noEducation)).statusCode).toBe(403);
  });
});

describe('journalClub/get/{id}', () => {
  it('answers the session with a DOI link, the meeting as an instant, and who may edit', async () => {
    const r = await get(`/api/journalClub/get/${seeded[0]!.id}`);
    expect(r.statusCode).toBe(200);
    const club: education.JournalClub = r.json().data;
    expect(club).toMatchObject({
      title: seeded[0]!.title,
      doi: '10.1093/ijpp/riae001',
      doiUrl: 'https://doi.org/10.1093/ijpp/riae001',
      author: { _id: ids.alice, firstName: 'Alice' },
      canEdit: true,
      commentCount: 0,
    });
    expect(club.meetingAt).toBe(londonInstant(londonEvening(seeded[0]!.days))!.toISOString());
    expect(
      (await get(`/api/journalClub/get/${seeded[0]!.id}`, tokens.carol)).json().data.canEdit,
    ).toBe(false);
    expect(
      (await get(`/api/journalClub/get/${seeded[0]!.id}`, tokens.admin)).json().data.canEdit,
    ).toBe(true);
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/api/journalClub/get/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/journalClub/get/nope')).statusCode).toBe(400);
  });
});

describe('journalClub/create and edit/{id}', () => {
  it('reads the meeting time as London time across the clock change', async () => {
    const summer = await send(
      'POST',
      '/api/journalClub/create',
      body({ meetingAt: '2030-07-04T19:30' }),
    );
    expect(summer.json().data.meetingAt).toBe('2030-07-04T18:30:00.000Z');
    const winter = await send(
      'POST',
      '/api/journalClub/create',
      body({ meetingAt: '2030-12-05T19:30' }),
    );
    expect(winter.json().data.meetingAt).toBe('2030-12-05T19:30:00.000Z');
  });

  it('refuses bad input with SPEC §5 messages on the fields', async () => {
    const r = await send('POST', '/api/journalClub/create', {
      ...body(),
      title: '',
      doi: 'doi.org/abc',
      meetingAt: '2030-02-30T19:00',
      meetingUrl: 'http://insecure.example.org',
      summary: '<script>alert(1)</script>',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      title: messages.required,
      doi: expect.stringContaining('DOI'),
      meetingAt: expect.stringContaining('date and time'),
      meetingUrl: expect.stringContaining('https://'),
      summary: messages.commentPattern,
    });
  });

  it('lets the author edit, refuses anyone else with 403, and lets a site admin edit', async () => {
    const id = seeded[0]!.id; // Alice's
    const mine = await send(
      'PUT',
      `/api/journalClub/edit/${id}`,
      body({ title: 'Renamed by Alice', meetingAt: londonEvening(3) }),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.title).toBe('Renamed by Alice');
    seeded[0]!.title = 'Renamed by Alice';

    const theirs = await send(
      'PUT',
      `/api/journalClub/edit/${id}`,
      body({ title: 'Taken over' }),
      tokens.bob,
    );
    expect(theirs.statusCode).toBe(403);
    expect((await get(`/api/journalClub/get/${id}`)).json().data.title).toBe('Renamed by Alice');

    const admin = await send(
      'PUT',
      `/api/journalClub/edit/${id}`,
      body({ title: 'Fixed by an admin', meetingAt: londonEvening(3) }),
      tokens.admin,
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({
      title: 'Fixed by an admin',
      author: { _id: ids.alice },
    });
    seeded[0]!.title = 'Fixed by an admin';

    expect((await send('PUT', `/api/journalClub/edit/${randomUUID()}`, body())).statusCode).toBe(
      404,
    );
  });
});

describe('the discussion of a session', () => {
  let clubId = '';
  let bobsComment = '';

  beforeAll(() => {
    clubId = seeded[2]!.id;
  });

  it('takes comments, newest first, and counts them on the session', async () => {
    for (const [i, token] of [tokens.alice, tokens.bob, tokens.carol].entries()) {
      const r = await send(
        'POST',
        '/api/journalClub/comment/create',
        { journalClubId: clubId, comment: `Comment ${i}` },
        token,
      );
      expect(r.statusCode).toBe(200);
      if (i === 1) bobsComment = r.json().data._id;
    }
    const page = await get(`/api/journalClub/comment/get?journalClubId=${clubId}&limit=2&skip=0`);
    expect(page.json().option[0].count).toBe(3);
    expect(page.json().data.map((c: education.ClubComment) => c.comment)).toEqual([
      'Comment 2',
      'Comment 1',
    ]);
    const second = await get(`/api/journalClub/comment/get?journalClubId=${clubId}&limit=2&skip=2`);
    expect(second.json().data.map((c: education.ClubComment) => c.comment)).toEqual(['Comment 0']);
    expect((await get(`/api/journalClub/get/${clubId}`)).json().data.commentCount).toBe(3);
  });

  it('refuses a comment that is not prose, and one on a missing session', async () => {
    const bad = await send('POST', '/api/journalClub/comment/create', {
      journalClubId: clubId,
      comment: '<b>hi</b>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.comment).toBe(messages.commentPattern);
    const missing = await send('POST', '/api/journalClub/comment/create', {
      journalClubId: randomUUID(),
      comment: 'Hello',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('likes once per user and unlikes', async () => {
    const like = () =>
      send('POST', '/api/journalClub/comment/action', { responseId: bobsComment, status: 'like' });
    await like();
    const twice = await like();
    expect(twice.json().data).toMatchObject({ likeCount: 1, isLiked: true });
    const un = await send('POST', '/api/journalClub/comment/action', {
      responseId: bobsComment,
      status: 'unlike',
    });
    expect(un.json().data).toMatchObject({ likeCount: 0, isLiked: false });
  });

  it('hides a comment at three reports, for all but its author and admins', async () => {
    const own = await send(
      'POST',
      '/api/journalClub/comment/action',
      { responseId: bobsComment, status: 'report' },
      tokens.bob,
    );
    expect(own.statusCode).toBe(400);
    for (const token of [tokens.alice, tokens.carol, tokens.dave]) {
      const r = await send(
        'POST',
        '/api/journalClub/comment/action',
        { responseId: bobsComment, status: 'report' },
        token,
      );
      expect(r.statusCode).toBe(200);
      expect(r.json().data.isReported).toBe(true);
    }
    const list = (token: string) =>
      get(`/api/journalClub/comment/get?journalClubId=${clubId}&limit=50`, token);
    expect(
      (await list(tokens.carol)).json().data.map((c: education.ClubComment) => c._id),
    ).not.toContain(bobsComment);
    const bobs = (await list(tokens.bob))
      .json()
      .data.find((c: education.ClubComment) => c._id === bobsComment);
    expect(bobs.status).toBe('hidden');
    expect((await get(`/api/journalClub/get/${clubId}`)).json().data.commentCount).toBe(2);

    expect(
      (
        await send(
          'POST',
          '/api/journalClub/comment/action',
          { responseId: bobsComment, status: 'restore' },
          tokens.carol,
        )
      ).statusCode,
    ).toBe(404);
    const restored = await send(
      'POST',
      '/api/journalClub/comment/action',
      { responseId: bobsComment, status: 'restore' },
      tokens.admin,
    );
    expect(restored.json().data.status).toBe('visible');
    expect((await get(`/api/journalClub/get/${clubId}`)).json().data.commentCount).toBe(3);
  });

  it('lets only the author edit a comment, and the author or an admin delete it', async () => {
    expect(
      (await send('PUT', `/api/journalClub/comment/edit/${bobsComment}`, { comment: 'Not mine' }))
        .statusCode,
    ).toBe(403);
    const edited = await send(
      'PUT',
      `/api/journalClub/comment/edit/${bobsComment}`,
      { comment: 'Reworded' },
      tokens.bob,
    );
    expect(edited.json().data).toMatchObject({ comment: 'Reworded', canEdit: true });
    expect(edited.json().data.editedAt).not.toBeNull();
    expect(
      (await send('DELETE', `/api/journalClub/comment/delete/${bobsComment}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          'DELETE',
          `/api/journalClub/comment/delete/${bobsComment}`,
          undefined,
          tokens.admin,
        )
      ).statusCode,
    ).toBe(200);
    expect((await get(`/api/journalClub/get/${clubId}`)).json().data.commentCount).toBe(2);
  });
});
