import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { review } from '@portal/contract';
import {
  auditEntries,
  communityPostReactions,
  communityPosts,
  communityResponseReactions,
  communityResponses,
  contactMessages,
  journalClubCommentReactions,
  journalClubComments,
  journalClubs,
  newsCommentReactions,
  newsComments,
} from '../../db/schema';
import { createUser } from '../../test/factories';
import { createArticle, createCategory } from '../../test/factories-news';
import { createTestApp, type TestApp } from '../../test/test-app';

// The admins' one review queue (issue 31, decision 94): reports of every kind and contact-us
// messages in one list, newest first, by kind and state; approve, remove and mark handled reach
// each domain and are audited. 401/403 come from the contract access suite (admin: true).

let t: TestApp;
let adminToken: string;
let memberToken: string;
type User = Awaited<ReturnType<typeof createUser>>;
let author: User;
const reporters: User[] = [];
const ids: Record<review.ReviewKind, string> = {} as never;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_SWEEP_SECONDS: '0' } });
  const db = t.database.db;
  const admin = await createUser(db, { role: 'admin', firstName: 'Grace', lastName: 'Admin' });
  adminToken = (await t.login(admin.email, admin.password)).token;
  const member = await createUser(db);
  memberToken = (await t.login(member.email, member.password)).token;
  author = await createUser(db, { firstName: 'Alex', lastName: 'Author' });
  for (let i = 0; i < 3; i++) reporters.push(await createUser(db));

  // A post reported by three (hidden by its reports), an anonymous one's response reported once.
  const [post] = await db
    .insert(communityPosts)
    .values({
      authorId: author.id,
      title: 'Near miss with methotrexate',
      body: '<p>Weekly <b>not</b> daily &amp; more</p>',
      hiddenAt: new Date(),
      hiddenReason: 'reports',
    })
    .returning();
  ids.communityPost = post!.id;
  await db.insert(communityPostReactions).values(
    reporters.map((r, i) => ({
      postId: post!.id,
      userId: r.id,
      kind: 'report' as const,
      createdAt: minutesAgo(50 - i),
    })),
  );
  const [anon] = await db
    .insert(communityPosts)
    .values({ authorId: author.id, title: 'Anonymous question', body: '<p>x</p>', anonymous: true })
    .returning();
  const [response] = await db
    .insert(communityResponses)
    .values({ postId: anon!.id, authorId: author.id, body: '<p>A rude reply</p>' })
    .returning();
  ids.communityResponse = response!.id;
  await db.insert(communityResponseReactions).values({
    responseId: response!.id,
    userId: reporters[0]!.id,
    kind: 'report',
    createdAt: minutesAgo(40),
  });
  // The anonymous post itself reported: its author is not named in the queue.
  await db.insert(communityPostReactions).values({
    postId: anon!.id,
    userId: reporters[1]!.id,
    kind: 'report',
    createdAt: minutesAgo(45),
  });

  const category = await createCategory(db);
  const article = await createArticle(db, { categoryId: category.id, title: 'Flu season' });
  const [comment] = await db
    .insert(newsComments)
    .values({ articleId: article.id, authorId: author.id, body: 'Spam comment' })
    .returning();
  ids.newsComment = comment!.id;
  await db.insert(newsCommentReactions).values({
    commentId: comment!.id,
    userId: reporters[0]!.id,
    kind: 'report',
    createdAt: minutesAgo(30),
  });

  const [club] = await db
    .insert(journalClubs)
    .values({
      authorId: author.id,
      title: 'SGLT2 inhibitors',
      paperAuthors: 'A. Writer',
      journal: 'BMJ',
      year: 2025,
      doi: '10.1136/bmj.x',
      meetingAt: new Date(),
      meetingUrl: 'https://meet.example.test/x',
      hostName: 'Host',
      summary: 'Summary',
    })
    .returning();
  const [clubComment] = await db
    .insert(journalClubComments)
    .values({ clubId: club!.id, authorId: author.id, body: 'Off-topic' })
    .returning();
  ids.journalClubComment = clubComment!.id;
  await db.insert(journalClubCommentReactions).values({
    commentId: clubComment!.id,
    userId: reporters[2]!.id,
    kind: 'report',
    createdAt: minutesAgo(20),
  });

  const [message] = await db
    .insert(contactMessages)
    .values({
      name: 'Sam Patel',
      email: 'sam@example.test',
      subject: 'Licence quote',
      message: 'Please send a quote.',
      createdAt: minutesAgo(10),
    })
    .returning();
  ids.contactMessage = message!.id;
});
afterAll(() => t.close());

const list = async (query: Record<string, string> = {}, token = adminToken) =>
  t.request({ method: 'GET', url: '/api/admin/review-items', query, token });
const act = async (kind: review.ReviewKind, id: string, action: string, token = adminToken) =>
  t.request({
    method: 'PATCH',
    url: `/api/admin/review-items/${kind}/${id}`,
    payload: { action },
    token,
  });

const auditOf = async (entityId: string) =>
  t.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, entityId));

describe('the review queue', () => {
  it('lists reports of every kind and contact messages, newest first, with counts and reasons', async () => {
    const res = await list({ limit: '20' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: review.ReviewItem[]; option: { count: number }[] };
    const mine = body.data.filter(
      (i) => Object.values(ids).includes(i._id) || i.title === 'Anonymous question',
    );
    expect(mine.map((i) => i.kind)).toEqual([
      'contactMessage',
      'journalClubComment',
      'newsComment',
      'communityResponse',
      'communityPost',
      'communityPost',
    ]);
    expect(body.option[0]!.count).toBeGreaterThanOrEqual(6);
    const post = mine.find((i) => i._id === ids.communityPost)!;
    expect(post).toMatchObject({
      state: 'open',
      title: 'Near miss with methotrexate',
      excerpt: 'Weekly not daily & more',
      author: 'Alex Author',
      reportCount: 3,
      hidden: true,
      link: `/community/post/${ids.communityPost}`,
      reasons: ['Reported by 3 members', 'Hidden automatically after its reports'],
    });
    expect(
      mine.find((i) => i.title === 'Anonymous question' && i.kind === 'communityPost')!.author,
    ).toBeNull();
    expect(mine.find((i) => i.kind === 'newsComment')!.link).toMatch(/^\/newsfeed\/view\//);
    expect(mine.find((i) => i.kind === 'contactMessage')).toMatchObject({
      title: 'Licence quote',
      author: 'Sam Patel',
      email: 'sam@example.test',
      reportCount: 0,
      // Its kind says why it is here: no reason repeats it.
      reasons: [],
      link: null,
    });
  });

  it('pages and filters by kind', async () => {
    const first = await list({ limit: '1', skip: '0', kind: 'communityPost' });
    const second = await list({ limit: '1', skip: '1', kind: 'communityPost' });
    const a = first.json().data as review.ReviewItem[];
    const b = second.json().data as review.ReviewItem[];
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(a[0]!._id).not.toBe(b[0]!._id);
    expect(first.json().option[0].count).toBe(2);
    expect(a.concat(b).every((i) => i.kind === 'communityPost')).toBe(true);
  });

  it('refuses a member (403) and bad input (400)', async () => {
    expect((await list({}, memberToken)).statusCode).toBe(403);
    expect((await act('newsComment', ids.newsComment, 'approve', memberToken)).statusCode).toBe(
      403,
    );
    expect((await act('contactMessage', ids.contactMessage, 'remove')).statusCode).toBe(400);
    expect((await act('newsComment', ids.newsComment, 'shred')).statusCode).toBe(400);
  });

  it('approves: shown again, reports cleared, audited; then it is handled, not open', async () => {
    const res = await act('communityPost', ids.communityPost, 'approve');
    expect(res.statusCode).toBe(200);
    const [post] = await t.database.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.id, ids.communityPost));
    expect(post!.hiddenAt).toBeNull();
    const reports = await t.database.db
      .select()
      .from(communityPostReactions)
      .where(
        and(
          eq(communityPostReactions.postId, ids.communityPost),
          eq(communityPostReactions.kind, 'report'),
        ),
      );
    expect(reports).toEqual([]);
    const [audit] = await auditOf(ids.communityPost);
    expect(audit).toMatchObject({
      entity: 'communityPost',
      action: 'approve',
      actorName: 'Grace Admin',
    });
    expect(audit!.before).toMatchObject({ reportCount: 3, hidden: true, state: 'open' });
    expect(audit!.after).toMatchObject({ reportCount: 0, hidden: false, state: 'handled' });

    const open = (await list({ limit: '50' })).json().data as review.ReviewItem[];
    expect(open.some((i) => i._id === ids.communityPost)).toBe(false);
    const handled = (await list({ state: 'handled', kind: 'communityPost' })).json()
      .data as review.ReviewItem[];
    expect(handled[0]).toMatchObject({
      _id: ids.communityPost,
      state: 'handled',
      handled: { action: 'approve', by: 'Grace Admin' },
    });
    // Acting again on what is no longer open: 404.
    expect((await act('communityPost', ids.communityPost, 'remove')).statusCode).toBe(404);
  });

  it('removes: a response is deleted, a comment hidden by a moderator; both audited', async () => {
    expect((await act('communityResponse', ids.communityResponse, 'remove')).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(communityResponses)
        .where(eq(communityResponses.id, ids.communityResponse)),
    ).toEqual([]);
    const [responseAudit] = await auditOf(ids.communityResponse);
    expect(responseAudit).toMatchObject({ action: 'remove', after: null });

    expect((await act('newsComment', ids.newsComment, 'remove')).statusCode).toBe(200);
    const [comment] = await t.database.db
      .select()
      .from(newsComments)
      .where(eq(newsComments.id, ids.newsComment));
    expect(comment!.hiddenReason).toBe('moderator');
    expect((await auditOf(ids.newsComment))[0]).toMatchObject({ action: 'remove' });
    // The member no longer sees it.
    const seen = await t.request({
      method: 'GET',
      url: `/api/newsFeed/comment/get/${ids.newsComment}`,
      token: memberToken,
    });
    expect(seen.statusCode).toBe(404);
  });

  it('marks handled: a contact message, and a comment whose reports are dismissed', async () => {
    expect((await act('contactMessage', ids.contactMessage, 'handled')).statusCode).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.contactMessage));
    expect(message!.handledAt).not.toBeNull();
    expect((await auditOf(ids.contactMessage))[0]).toMatchObject({
      entity: 'contactMessage',
      action: 'markHandled',
    });

    expect((await act('journalClubComment', ids.journalClubComment, 'handled')).statusCode).toBe(
      200,
    );
    const [comment] = await t.database.db
      .select()
      .from(journalClubComments)
      .where(eq(journalClubComments.id, ids.journalClubComment));
    expect(comment!.hiddenAt).toBeNull();
    const handled = (await list({ state: 'handled', limit: '50' })).json()
      .data as review.ReviewItem[];
    expect(handled.map((i) => i.kind).slice(0, 2)).toEqual([
      'journalClubComment',
      'contactMessage',
    ]);
    const open = (await list({ limit: '50' })).json().data as review.ReviewItem[];
    for (const id of Object.values(ids)) expect(open.some((i) => i._id === id)).toBe(false);
  });
});
