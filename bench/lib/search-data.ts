// bench/search's rows: `count` items of every searchable kind, written straight into the tables
// by generate_series (the migration's triggers fill their search vectors), the same on PostgreSQL
// and PGlite. Text is deterministic: about one word in twenty is clinical (40 of them), the rest
// pseudo-words of a larger vocabulary, so a two-word query matches a few percent of each kind.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/modules/auth/password';

const CLINICAL = [
  'cannabis',
  'pain',
  'epilepsy',
  'clobazam',
  'prescribing',
  'dose',
  'oil',
  'flower',
  'anxiety',
  'sleep',
  'nausea',
  'spasticity',
  'interaction',
  'titration',
  'tolerance',
  'withdrawal',
  'insomnia',
  'arthritis',
  'migraine',
  'glaucoma',
  'cancer',
  'palliative',
  'opioid',
  'sativa',
  'indica',
  'terpene',
  'myrcene',
  'limonene',
  'vaporiser',
  'capsule',
  'pharmacy',
  'dispensing',
  'controlled',
  'schedule',
  'licence',
  'specialist',
  'consultant',
  'clinic',
  'children',
  'elderly',
];
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vi', 'dor', 'pel', 'qua', 'bri', 'zen'];

/** `n` (an SQL integer expression) scattered: a multiplicative hash, so choices look random. */
const mix = (n: string) => `(((${n})::bigint * 2654435761) % 4294967291)`;
/** A clinical word chosen by `n`. */
const clinical = (n: string) =>
  `(array[${CLINICAL.map((w) => `'${w}'`).join(',')}])[1 + ${mix(n)} % ${CLINICAL.length}]`;
/** A pseudo-word of three syllables chosen by `n`: 1,728 of them. */
const pseudo = (n: string) => {
  const s = `array[${SYLLABLES.map((w) => `'${w}'`).join(',')}]`;
  const k = SYLLABLES.length;
  const h = mix(n);
  return `((${s})[1 + ${h} % ${k}] || (${s})[1 + ${h} / ${k} % ${k}] || (${s})[1 + ${h} / ${k * k} % ${k}])`;
};
/** A title of four words, one of them clinical. */
const title = (i = 'i') =>
  `initcap(${pseudo(`${i} * 7`)}) || ' ' || ${clinical(`${i} * 3`)} || ' ' || ${pseudo(`${i} * 13 + 5`)} || ' ' || ${pseudo(`${i} * 11 + 7`)}`;
/** A body of `words` words, about one in twenty clinical. */
const body = (words: number, i = 'i') =>
  `(select string_agg(case when ${mix(`${i} * 1009 + j`)} % 20 = 0 then ${clinical(`${i} * 17 + j * 5`)} else ${pseudo(`${i} * 31 + j * 97`)} end, ' ') from generate_series(1, ${words}) j)`;

export interface BenchAccount {
  email: string;
  password: string;
}

/** Inserts the reader (a self-certified pharmacist with every module) and `count` of each kind. */
export async function seedSearchData(database: Database, count: number): Promise<BenchAccount> {
  const account = { email: 'search-bench@example.test', password: 'Bench!Pass123' };
  const hash = await hashPassword(account.password);
  const run = (text: string) => database.db.execute(sql.raw(text));
  const series = `from generate_series(1, ${count}) i`;
  await run(`insert into users (email, password_hash, first_name, last_name, role_id, is_self_certificated)
    select '${account.email}', '${hash}', 'Bench', 'Reader', id, true from roles where slug = 'pharmacist'`);
  await run(`insert into user_modules (user_id, module_slug)
    select u.id, m.slug from users u cross join modules m where u.email = '${account.email}'`);
  const reader = `(select id from users where email = '${account.email}')`;
  await run(`insert into users (email, first_name, last_name, role_id, biography)
    select 'person' || i || '@example.test', initcap(${pseudo('i * 7')}), initcap(${pseudo('i * 11 + 3')}),
      (select id from roles where slug = 'pharmacist'), ${body(20)} ${series}`);
  await run(`insert into news_categories (name, slug) values ('Bench', 'bench')`);
  await run(`insert into news_articles (category_id, title, summary, body, author_name, published_at)
    select (select id from news_categories where slug = 'bench'), ${title()}, ${body(25)},
      '<p>' || ${body(150)} || '</p>', 'Bench Editor', now() - i * interval '1 minute' ${series}`);
  await run(
    `insert into community_channels (name, kind, visibility) values ('Bench open', 'forum', 'open')`,
  );
  const channel = `(select id from community_channels where name = 'Bench open')`;
  await run(`insert into community_posts (channel_id, author_id, title, body, created_at)
    select ${channel}, ${reader}, ${title()}, '<p>' || ${body(80)} || '</p>', now() - i * interval '1 minute' ${series}`);
  await run(`insert into community_responses (post_id, author_id, body)
    select p.id, ${reader}, '<p>' || ${body(40, 'p.i')} || '</p>'
    from (select id, row_number() over (order by id)::int as i from community_posts) p`);
  await run(`insert into journal_clubs (author_id, title, paper_authors, journal, year, doi, meeting_at, meeting_url, host_name, summary)
    select ${reader}, ${title()}, 'Smith J', 'BMJ', 2024, '10.1136/bmj.' || i, now() - i * interval '1 hour',
      'https://meet.example.test', 'Dr Host', ${body(60)} ${series}`);
  await run(`insert into journal_club_comments (club_id, author_id, body)
    select c.id, ${reader}, ${body(30, 'c.i')}
    from (select id, row_number() over (order by id)::int as i from journal_clubs) c`);
  await run(`insert into education_library_items (title, description, category, kind, author, url, published_at)
    select ${title()}, ${body(40)}, 'guide', 'link', 'NHS', 'https://example.test/' || i, now() - interval '1 day' ${series}`);
  await run(`insert into webinars (title, summary, description, starts_at, ends_at)
    select ${title()}, ${body(25)}, '<p>' || ${body(80)} || '</p>', now() + i * interval '1 hour',
      now() + i * interval '1 hour' + interval '1 hour' ${series}`);
  await run(`insert into key_publications (title, citation, doi, year, summary, practice_relevance)
    select ${title()}, 'Author ' || i || '. Journal. 2020.', '10.1000/kp.' || i, 2020, ${body(50)}, ${body(20, 'i + 1')} ${series}`);
  await run(`insert into faq_topics (name, position) values ('Bench', 1)`);
  await run(`insert into faq_questions (topic_id, question, answer, position)
    select (select id from faq_topics where name = 'Bench'), ${title()}, ${body(40)}, i ${series}`);
  await run(`insert into manufacturers (name, country, description)
    select initcap(${pseudo('i * 5')}) || ' ' || ${clinical('i')} || ' ' || i, 'United Kingdom', ${body(40)} ${series}`);
  await run(`insert into products (manufacturer_id, name, form, strain_type, thc_value, thc_unit, cbd_value, cbd_unit,
      band, country_of_origin, stock_status, price_from_pence, summary, description)
    select m.id, ${title('m.i')}, 'flower', 'sativa', 20, 'percent', 1, 'percent', 'high-thc', 'Canada', 'in-stock', 500,
      ${body(25, 'm.i')}, '<p>' || ${body(60, 'm.i + 3')} || '</p>'
    from (select id, row_number() over (order by id)::int as i from manufacturers) m`);
  // Statistics as autovacuum would leave them on PostgreSQL; PGlite runs none, so it gets the same.
  await run('vacuum analyze');
  return account;
}
