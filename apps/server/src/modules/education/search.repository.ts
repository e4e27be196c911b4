import { and, isNull, sql } from 'drizzle-orm';
import { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { isoDate, searchResults, searchVector, type Searcher } from '../../db/full-text';
import { isPublished } from '../../db/published';
import {
  educationLibraryItems as library,
  faqQuestions,
  faqTopics,
  journalClubComments as comments,
  journalClubs as clubs,
  keyPublications,
  users,
  webinars,
} from '../../db/schema';
import { commentsVisibleTo } from '../../infra/discussion/comments';

// Education in the search (decision 151), each kind as its own list shows it: journal clubs and
// their comments (never a hidden one), and the library, webinars, key publications and FAQ
// published and not scheduled. Each kind takes its list's access rule (the education module).

const byDate = <R extends { date: Date | string | null; context: string | null }>(r: R) => ({
  date: isoDate(r.date),
  parent: null,
  context: r.context,
});

export function createEducationSearch(db: Db): Searcher[] {
  return [
    {
      kind: 'journalClub',
      endpoint: education.getJournalClubs,
      search: (q, viewer, page) =>
        searchResults(
          db,
          'journalClub',
          q,
          page,
          viewer,
          () => ({
            from: sql`${clubs}`,
            id: sql`${clubs.id}`,
            vector: searchVector(clubs),
            where: undefined,
            names: [sql`${clubs.title}`],
            columns: sql`${clubs.meetingAt} as "date", ${clubs.journal} || ' ' || ${clubs.year} as "context"`,
            title: sql`${clubs.title}`,
            excerpt: sql`${clubs.summary}`,
          }),
          byDate<{ date: Date; context: string }>,
        ),
    },
    {
      kind: 'clubComment',
      endpoint: education.getClubComments,
      search: (q, viewer, page) =>
        searchResults<{ date: Date; clubId: string; clubTitle: string; author: string }>(
          db,
          'clubComment',
          q,
          page,
          viewer,
          (reader) => ({
            from: sql`${comments}`,
            show: sql`inner join ${clubs} on ${clubs.id} = ${comments.clubId}
              inner join ${users} on ${users.id} = ${comments.authorId}`,
            id: sql`${comments.id}`,
            vector: searchVector(comments),
            // The discussion's rule, without the hidden comments it still shows their authors.
            where: and(
              commentsVisibleTo(comments, reader.isAdmin, reader._id),
              isNull(comments.hiddenAt),
            ),
            columns: sql`${comments.createdAt} as "date", ${clubs.id} as "clubId", ${clubs.title} as "clubTitle",
              ${users.firstName} || ' ' || ${users.lastName} as "author"`,
            title: sql`${clubs.title}`,
            excerpt: sql`${comments.body}`,
          }),
          (r) => ({
            date: isoDate(r.date),
            parent: { id: r.clubId, name: r.clubTitle },
            context: r.author.trim(),
          }),
        ),
    },
    {
      kind: 'libraryItem',
      endpoint: education.getLibrary,
      search: (q, viewer, page) =>
        searchResults(
          db,
          'libraryItem',
          q,
          page,
          viewer,
          () => ({
            from: sql`${library}`,
            id: sql`${library.id}`,
            vector: searchVector(library),
            where: isPublished(library.publishedAt),
            names: [sql`${library.title}`],
            columns: sql`${library.publishedAt} as "date", ${library.category} as "context"`,
            title: sql`${library.title}`,
            excerpt: sql`${library.description}`,
          }),
          byDate<{ date: Date; context: string }>,
        ),
    },
    {
      kind: 'webinar',
      endpoint: education.getWebinars,
      search: (q, viewer, page) =>
        searchResults(
          db,
          'webinar',
          q,
          page,
          viewer,
          () => ({
            from: sql`${webinars}`,
            id: sql`${webinars.id}`,
            vector: searchVector(webinars),
            where: isPublished(webinars.publishedAt),
            names: [sql`${webinars.title}`],
            columns: sql`${webinars.startsAt} as "date",
              (select string_agg(s->>'name', ', ') from jsonb_array_elements(${webinars.speakers}) s) as "context"`,
            title: sql`${webinars.title}`,
            excerpt: sql`${webinars.summary} || ' ' || ${webinars.description}`,
            html: true,
          }),
          byDate<{ date: Date; context: string | null }>,
        ),
    },
    {
      kind: 'keyPublication',
      endpoint: education.getKeyPublications,
      search: (q, viewer, page) =>
        searchResults(
          db,
          'keyPublication',
          q,
          page,
          viewer,
          () => ({
            from: sql`${keyPublications}`,
            id: sql`${keyPublications.id}`,
            vector: searchVector(keyPublications),
            where: isPublished(keyPublications.publishedAt),
            names: [sql`${keyPublications.title}`],
            columns: sql`${keyPublications.publishedAt} as "date", ${keyPublications.citation} as "context"`,
            title: sql`${keyPublications.title}`,
            excerpt: sql`${keyPublications.summary} || ' ' || ${keyPublications.practiceRelevance}`,
          }),
          byDate<{ date: Date; context: string }>,
        ),
    },
    {
      kind: 'faq',
      endpoint: education.getFaq,
      search: (q, viewer, page) =>
        searchResults(
          db,
          'faq',
          q,
          page,
          viewer,
          () => ({
            from: sql`${faqQuestions}`,
            show: sql`inner join ${faqTopics} on ${faqTopics.id} = ${faqQuestions.topicId}`,
            id: sql`${faqQuestions.id}`,
            vector: searchVector(faqQuestions),
            where: isPublished(faqQuestions.publishedAt),
            names: [sql`${faqQuestions.question}`],
            columns: sql`${faqQuestions.publishedAt} as "date", ${faqTopics.name} as "context"`,
            title: sql`${faqQuestions.question}`,
            excerpt: sql`${faqQuestions.answer}`,
          }),
          byDate<{ date: Date; context: string }>,
        ),
    },
  ];
}
