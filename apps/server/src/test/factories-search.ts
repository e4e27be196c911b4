// What the search's integration tests find: one item of each kind, each with a word of its own in
// its title and another in its body, written straight into the tables (the searchers read them
// as the kinds' lists do), and the people who search.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  communityChannels,
  communityMemberships,
  communityPosts,
  communityResponses,
  educationLibraryItems,
  faqQuestions,
  faqTopics,
  journalClubComments,
  journalClubs,
  keyPublications,
  manufacturers,
  products,
  users,
  webinars,
} from '../db/schema';
import { createUser } from './factories';
import { createArticle, createCategory } from './factories-news';

/**
 * A kind's title word and body word: made-up or rare words, unlike one another, so that no
 * other item matches them even by similarity. A response's and a club comment's title is their
 * post's or journal club's.
 */
const WORDS: Record<string, [string, string]> = {
  article: ['zephyrine', 'quillwort'],
  post: ['brackenfield', 'umbrageous'],
  response: ['brackenfield', 'velveteen'],
  journalClub: ['gallimaufry', 'snickerdoodle'],
  clubComment: ['gallimaufry', 'lollygag'],
  libraryItem: ['bumfuzzle', 'cattywampus'],
  webinar: ['flibbertigibbet', 'kerfuffle'],
  keyPublication: ['nudiustertian', 'ratoon'],
  faq: ['widdershins', 'yonderly'],
  product: ['xerophyte', 'jabberwock'],
  producer: ['hornswoggle', 'taradiddle'],
  person: ['pettifogger', 'mumpsimus'],
};
export const words = (kind: string) => ({ title: WORDS[kind]![0], body: WORDS[kind]![1] });
const w = words;
const past = new Date(Date.now() - 3_600_000);

export async function seedSearch(db: Db) {
  const me = await createUser(db, {
    selfCertified: true,
    firstName: 'Searching',
    lastName: 'Reader',
  });
  const admin = await createUser(db, { role: 'admin', firstName: 'Site', lastName: 'Admin' });
  const member = await createUser(db, { firstName: 'Private', lastName: 'Member' });
  const technician = await createUser(db, {
    role: 'pharmacy-technician',
    firstName: 'Tess',
    lastName: 'Tech',
  });
  const author = await createUser(db, { firstName: 'Hidden', lastName: 'Writer' });
  const person = await createUser(db, { firstName: 'Pettifogger', lastName: 'Okafor' });
  await db
    .update(users)
    .set({ biography: `Clinical lead; ${w('person').body} in Leeds.` })
    .where(eq(users.id, person.id));

  const category = await createCategory(db, { name: 'Guidance' });
  const article = await createArticle(db, {
    categoryId: category.id,
    title: `Prescribing ${w('article').title} safely`,
    summary: 'What changed for community pharmacies.',
    body: `<p>Start at <strong>10 mg</strong> daily &amp; review ${w('article').body} at 4 weeks.</p>`,
  });
  const scheduled = await createArticle(db, {
    categoryId: category.id,
    title: 'Discombobulate arrives soon',
    publishedAt: new Date(Date.now() + 3_600_000),
  });

  const [open, secret] = await db
    .insert(communityChannels)
    .values([
      { name: 'Open pain clinic', kind: 'forum', visibility: 'open', allowAnonymous: true },
      { name: 'Private prescribers', kind: 'forum', visibility: 'private' },
    ])
    .returning({ id: communityChannels.id });
  await db.insert(communityMemberships).values([
    { channelId: secret!.id, userId: member.id, status: 'active' },
    { channelId: open!.id, userId: author.id, status: 'active' },
  ]);
  const post = (
    values: Partial<typeof communityPosts.$inferInsert> & { title: string; body: string },
  ) =>
    db
      .insert(communityPosts)
      .values({ channelId: open!.id, authorId: author.id, ...values })
      .returning({ id: communityPosts.id })
      .then(([r]) => r!.id);
  const posts = {
    open: await post({
      title: `CBD and ${w('post').title}`,
      body: `<p>Has anyone seen ${w('post').body} with clobazam?</p>`,
    }),
    secret: await post({
      channelId: secret!.id,
      authorId: member.id,
      title: 'Moonraker rota',
      body: '<p>Members only.</p>',
    }),
    anonymous: await post({
      anonymous: true,
      title: 'Skullduggery question',
      body: '<p>Asking for a patient.</p>',
    }),
    hidden: await post({
      title: 'Codswallop spam',
      body: '<p>Buy now.</p>',
      hiddenAt: past,
      hiddenReason: 'moderator',
    }),
  };
  const [response] = await db
    .insert(communityResponses)
    .values({
      postId: posts.open,
      authorId: me.id,
      body: `<p>Yes: ${w('response').body} twice.</p>`,
    })
    .returning({ id: communityResponses.id });
  // The anonymous post's author answering in its thread stays anonymous there.
  await db
    .insert(communityResponses)
    .values({ postId: posts.anonymous, authorId: author.id, body: '<p>Hullabaloo update.</p>' });

  const [club] = await db
    .insert(journalClubs)
    .values({
      authorId: admin.id,
      title: `Cannabis in ${w('journalClub').title}`,
      paperAuthors: 'Smith J, Patel R',
      journal: 'BMJ',
      year: 2024,
      doi: '10.1136/bmj.q1234',
      meetingAt: past,
      meetingUrl: 'https://meet.example.test/club',
      hostName: 'Dr Host',
      summary: `A trial of ${w('journalClub').body} in chronic pain.`,
    })
    .returning({ id: journalClubs.id });
  const [comment] = await db
    .insert(journalClubComments)
    .values([
      { clubId: club!.id, authorId: me.id, body: `Useful: ${w('clubComment').body} matters.` },
      {
        clubId: club!.id,
        authorId: me.id,
        body: 'Gobbledygook words.',
        hiddenAt: past,
        hiddenReason: 'moderator',
      },
    ])
    .returning({ id: journalClubComments.id });
  await db.insert(educationLibraryItems).values({
    title: `Guide to ${w('libraryItem').title}`,
    description: `How ${w('libraryItem').body} is stored.`,
    category: 'guide',
    kind: 'link',
    author: 'NHS',
    url: 'https://example.test/guide',
    publishedAt: past,
  });
  await db.insert(webinars).values({
    title: `Webinar on ${w('webinar').title}`,
    summary: `Covers ${w('webinar').body} basics.`,
    speakers: [{ name: 'Dr Ada Speaker', role: 'Consultant' }],
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
  });
  await db.insert(keyPublications).values({
    title: `Review of ${w('keyPublication').title}`,
    citation: 'Jones A. Review. NEJM. 2020;1:1-9.',
    doi: '10.1056/NEJMoa2034577',
    year: 2020,
    summary: `Evidence for ${w('keyPublication').body} in practice.`,
    practiceRelevance: 'Check interactions.',
  });
  const [topic] = await db
    .insert(faqTopics)
    .values({ name: 'Account', position: 1 })
    .returning({ id: faqTopics.id });
  await db.insert(faqQuestions).values({
    topicId: topic!.id,
    question: `How do I reset ${w('faq').title}?`,
    answer: `Use the ${w('faq').body} link.`,
    position: 1,
  });
  const [producer] = await db
    .insert(manufacturers)
    .values({
      name: 'Hornswoggle Farms',
      country: 'Canada',
      description: `Grows ${w('producer').body} flower.`,
    })
    .returning({ id: manufacturers.id });
  // A short name, for the misspelling test.
  await db.insert(manufacturers).values({ name: 'Tilray', country: 'Canada', description: '' });
  await db.insert(products).values({
    manufacturerId: producer!.id,
    name: `Bedrocan ${w('product').title} BPNG-123`,
    form: 'flower',
    strainType: 'sativa',
    thcValue: 20,
    thcUnit: 'percent',
    cbdValue: 1,
    cbdUnit: 'percent',
    band: 'high-thc',
    countryOfOrigin: 'Netherlands',
    stockStatus: 'in-stock',
    priceFromPence: 500,
    summary: `A ${w('product').body} flower for café use.`,
  });
  return {
    me,
    admin,
    member,
    technician,
    author,
    person,
    article,
    scheduled,
    posts,
    response: response!.id,
    club: club!.id,
    comment: comment!.id,
    channels: { open: open!.id, secret: secret!.id },
  };
}
