import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search, type search as s } from '@portal/contract';
import { communityPosts, newsArticles, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedSearch, words } from '../../test/factories-search';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedSearch>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedSearch(t.database.db);
  for (const who of ['me', 'admin', 'member', 'technician', 'author'] as const) {
    tokens[who] = (await t.login(seed[who].email, seed[who].password)).token;
  }
});
afterAll(() => t.close());

async function find(
  q: string,
  opts: { as?: string; kinds?: string; limit?: number; skip?: number } = {},
) {
  const params = new URLSearchParams({ q });
  if (opts.kinds) params.set('kinds', opts.kinds);
  if (opts.limit) params.set('limit', String(opts.limit));
  if (opts.skip) params.set('skip', String(opts.skip));
  const res = await t.request({
    method: 'GET',
    url: `/api/search?${params}`,
    token: tokens[opts.as ?? 'me'],
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    data: s.SearchGroup[];
    option: { count: number; facets: { kind: Record<string, number> } }[];
  };
  return { groups: body.data, option: body.option[0]!, all: body.data.flatMap((g) => g.results) };
}
const textOf = (t: s.SearchText) => t.map((p) => p.text).join('');
const marked = (t: s.SearchText) => t.filter((p) => p.match).map((p) => p.text.toLowerCase());

describe('GET /api/search: every kind', () => {
  it.each(search.SEARCH_KINDS.map((kind) => [kind]))(
    'finds a %s by a word of its title and of its body',
    async (kind) => {
      // A response and a club comment show their post's or club's title: found by their own words.
      const own = kind === 'response' || kind === 'clubComment' ? [] : [words(kind).title];
      for (const word of [...own, words(kind).body]) {
        const { groups } = await find(word);
        const group = groups.find((g) => g.kind === kind)!;
        expect(group.total, `${kind} by ${word}`).toBe(1);
        const [hit] = group.results;
        expect(hit!.kind).toBe(kind);
        // The word is marked where it shows (the title, or the excerpt).
        expect([...marked(hit!.title), ...marked(hit!.excerpt)].join(' ')).toContain(
          word.toLowerCase(),
        );
        // Found nowhere else.
        expect(groups.filter((g) => g.kind !== kind).every((g) => g.total === 0)).toBe(true);
      }
    },
  );

  it('answers the groups in the contract order with the totals in option', async () => {
    const { groups, option } = await find(`${words('article').title} or ${words('product').body}`);
    expect(groups.map((g) => g.kind)).toEqual(search.SEARCH_KINDS);
    expect(option.count).toBe(2);
    expect(option.facets.kind).toMatchObject({ article: 1, product: 1, post: 0 });
  });

  it('fills each kind’s date, parent and context', async () => {
    const article = (await find(words('article').title)).all[0]!;
    expect(article).toMatchObject({ id: seed.article.id, parent: null, context: 'Guidance' });
    expect(textOf(article.excerpt)).toContain('Start at 10 mg daily & review');
    const post = (await find(words('post').title)).all[0]!;
    expect(post).toMatchObject({
      id: seed.posts.open,
      parent: { id: seed.channels.open, name: 'Open pain clinic' },
      context: 'Hidden Writer',
    });
    const response = (await find(words('response').body)).all[0]!;
    expect(response).toMatchObject({
      id: seed.response,
      parent: { id: seed.posts.open, channelId: seed.channels.open },
      context: 'Searching Reader',
    });
    const comment = (await find(words('clubComment').body)).all[0]!;
    expect(comment).toMatchObject({ id: seed.comment, parent: { id: seed.club } });
    expect((await find(words('product').title)).all[0]!.context).toBe('Hornswoggle Farms');
    expect((await find(words('person').title)).all[0]).toMatchObject({
      id: seed.person.id,
      date: null,
      context: 'Pharmacist',
    });
  });

  it('pages one kind with limit and skip', async () => {
    const first = await find('zephyrine or brackenfield or flibbertigibbet', {
      kinds: 'article,post',
      limit: 1,
    });
    expect(first.groups.map((g) => g.kind)).toEqual(['article', 'post']);
    const past = await find('zephyrine', { kinds: 'article', skip: 1 });
    expect(past.groups[0]).toMatchObject({ kind: 'article', total: 1, results: [] });
  });
});

describe('the query language', () => {
  it('stems: prescribe finds prescribing', async () => {
    expect((await find('prescribe', { kinds: 'article' })).all.map((r) => r.id)).toContain(
      seed.article.id,
    );
  });

  it('ignores case and accents', async () => {
    expect((await find('CAFE', { kinds: 'product' })).groups[0]!.total).toBe(1);
  });

  it('takes a phrase in quotes', async () => {
    expect((await find('"review quillwort"', { kinds: 'article' })).groups[0]!.total).toBe(1);
    expect((await find('"quillwort review"', { kinds: 'article' })).groups[0]!.total).toBe(0);
  });

  it('excludes a -word', async () => {
    expect((await find('cbd', { kinds: 'post' })).groups[0]!.total).toBe(1);
    expect((await find('cbd -clobazam', { kinds: 'post' })).groups[0]!.total).toBe(0);
  });

  it('finds doses and codes: 10 mg, THC 20%, BPNG-123, a DOI', async () => {
    expect((await find('10 mg', { kinds: 'article' })).groups[0]!.total).toBe(1);
    expect((await find('THC 20%', { kinds: 'product' })).groups[0]!.total).toBe(1);
    expect((await find('BPNG-123', { kinds: 'product' })).groups[0]!.total).toBe(1);
    expect(
      (await find('10.1056/NEJMoa2034577', { kinds: 'keyPublication' })).groups[0]!.total,
    ).toBe(1);
    expect((await find('10.1136/bmj.q1234', { kinds: 'journalClub' })).groups[0]!.total).toBe(1);
  });

  it('finds a producer and a person by a misspelt name', async () => {
    expect(
      (await find('Tilrya', { kinds: 'producer' })).all[0]?.title.map((p) => p.text).join(''),
    ).toBe('Tilray');
    expect((await find('Petifoger Okafor', { kinds: 'person' })).all[0]?.id).toBe(seed.person.id);
  });

  it.each([['the of and'], ['!!! ...'], ['-clobazam'], ['""']])(
    'answers empty groups for %j',
    async (q) => {
      const { groups, option } = await find(q);
      expect(groups).toHaveLength(search.SEARCH_KINDS.length);
      expect(groups.every((g) => g.total === 0 && g.results.length === 0)).toBe(true);
      expect(option.count).toBe(0);
    },
  );

  it('refuses bad input with the contract’s messages', async () => {
    const get = (query: string) =>
      t.request({ method: 'GET', url: `/api/search?${query}`, token: tokens.me });
    expect((await get('q=%20%20')).json().fields.q).toBe('Enter something to search for');
    expect((await get(`q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect(JSON.stringify((await get('q=cbd&kinds=article,nope')).json().fields)).toContain(
      'Unknown kind of result',
    );
    expect((await get('q=cbd&limit=51')).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/search?q=cbd' })).statusCode).toBe(401);
  });
});

describe('what each reader may see', () => {
  const total = async (q: string, kind: string, as: string) =>
    (await find(q, { kinds: kind, as })).groups.find((g) => g.kind === kind)?.total;

  it('finds a private channel’s post for its members only', async () => {
    expect(await total('moonraker', 'post', 'me')).toBe(0);
    expect(await total('moonraker', 'post', 'member')).toBe(1);
    expect(await total('moonraker', 'post', 'admin')).toBe(1);
  });

  it('finds an anonymous post by its words but names its author only to them and site admins', async () => {
    const seen = async (as: string) => (await find('skullduggery', { kinds: 'post', as })).all[0]!;
    const byOthers = await seen('me');
    expect(byOthers.context).toBe('Anonymous');
    expect(JSON.stringify(byOthers)).not.toMatch(/Hidden|Writer/);
    expect((await seen('member')).context).toBe('Anonymous');
    expect((await seen('author')).context).toBe('Hidden Writer');
    expect((await seen('admin')).context).toBe('Hidden Writer');
    // Their response in its thread is anonymous too.
    const response = async (as: string) =>
      (await find('hullabaloo', { kinds: 'response', as })).all[0]!;
    expect((await response('me')).context).toBe('Anonymous');
    expect((await response('author')).context).toBe('Hidden Writer');
    expect((await response('admin')).context).toBe('Hidden Writer');
    // The author's name finds nothing of theirs among the posts.
    expect(await total('Hidden Writer', 'post', 'me')).toBe(0);
  });

  it('finds a scheduled article only from its time on', async () => {
    expect(await total('discombobulate', 'article', 'me')).toBe(0);
    expect(await total('discombobulate', 'article', 'admin')).toBe(0);
    await t.database.db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.id, seed.scheduled.id));
    expect(await total('discombobulate', 'article', 'me')).toBe(1);
  });

  it('leaves out products and producers for a technician who has not self-certified', async () => {
    const { groups } = await find(
      `${words('product').title} or ${words('producer').title} or ${words('article').title}`,
      { as: 'technician' },
    );
    expect(groups.map((g) => g.kind)).not.toContain('product');
    expect(groups.map((g) => g.kind)).not.toContain('producer');
    expect(groups.find((g) => g.kind === 'article')!.total).toBe(1);
  });

  it('leaves out hidden and deleted items, for everybody', async () => {
    for (const as of ['me', 'author', 'admin']) {
      expect(await total('codswallop', 'post', as)).toBe(0);
      expect(await total('gobbledygook', 'clubComment', as)).toBe(0);
    }
    const post = await t.database.db
      .insert(communityPosts)
      .values({
        channelId: seed.channels.open,
        authorId: seed.author.id,
        title: 'Brouhaha',
        body: '<p>x</p>',
      })
      .returning({ id: communityPosts.id });
    expect(await total('brouhaha', 'post', 'me')).toBe(1);
    await t.database.db.delete(communityPosts).where(eq(communityPosts.id, post[0]!.id));
    expect(await total('brouhaha', 'post', 'me')).toBe(0);
    // A deleted account leaves the people directory, and the search.
    const gone = await createUser(t.database.db, { firstName: 'Flummox', lastName: 'Gone' });
    expect(await total('flummox', 'person', 'me')).toBe(1);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(await total('flummox', 'person', 'me')).toBe(0);
  });
});
