// Journal club (SPEC §7 Journal club): sessions about one paper each (its authors, journal,
// year and DOI), a meeting (a London time and a link) with its host, a summary, and a
// discussion that is every discussion's (endpoints/discussion.ts).

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/journal-club';

export type * from '../../schemas/education/journal-club';

/** Longest title, in characters (a title shows on two lines: SPEC §9). */
export const CLUB_TITLE_MAX_LENGTH = 200;
/** Longest summary, in characters. */
export const CLUB_SUMMARY_MAX_LENGTH = 4000;
/** The earliest year a paper can have. */
export const CLUB_PAPER_MIN_YEAR = 1900;
/** Where a DOI resolves. */
export const DOI_RESOLVER = 'https://doi.org/';

export const getJournalClubs = defineEndpoint<typeof s.getJournalClubs>()({
  method: 'GET',
  path: '/api/journalClub/get',
  summary:
    'Journal club sessions, soonest upcoming first then the past, newest first; search in title, paper authors, journal and summary; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const getJournalClub = defineEndpoint<typeof s.getJournalClub>()({
  method: 'GET',
  path: '/api/journalClub/get/:id',
  summary: 'One journal club session.',
  access: 'user',
  module: 'education',
});

export const createJournalClub = defineEndpoint<typeof s.createJournalClub>()({
  method: 'POST',
  path: '/api/journalClub/create',
  summary: 'Start a journal club session; the caller is its author.',
  access: 'user',
  module: 'education',
});

export const editJournalClub = defineEndpoint<typeof s.editJournalClub>()({
  method: 'PUT',
  path: '/api/journalClub/edit/:id',
  summary: 'Change a session (its author or a site admin; anyone else 403).',
  access: 'user',
  module: 'education',
});

export const getClubComments = defineEndpoint<typeof s.getClubComments>()({
  method: 'GET',
  path: '/api/journalClub/comment/get',
  summary: 'The discussion of a session, newest first; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const createClubComment = defineEndpoint<typeof s.createClubComment>()({
  method: 'POST',
  path: '/api/journalClub/comment/create',
  summary: 'Comment on a session (plain text).',
  access: 'user',
  module: 'education',
});

export const editClubComment = defineEndpoint<typeof s.editClubComment>()({
  method: 'PUT',
  path: '/api/journalClub/comment/edit/:id',
  summary: 'Change the text of an own comment.',
  access: 'user',
  module: 'education',
});

export const clubCommentAction = defineEndpoint<typeof s.clubCommentAction>()({
  method: 'POST',
  path: '/api/journalClub/comment/action',
  summary: 'Like, unlike or report a comment; admins also hide and restore.',
  access: 'user',
  module: 'education',
});

export const deleteClubComment = defineEndpoint<typeof s.deleteClubComment>()({
  method: 'DELETE',
  path: '/api/journalClub/comment/delete/:id',
  summary: 'Delete a comment (its author or an admin).',
  access: 'user',
  module: 'education',
});
