/** Query keys of the education cache, one prefix per section. */
export const educationKeys = {
  all: ['education'] as const,
  forums: (search: string) => ['education', 'forums', search] as const,
  journalClubs: (search: string) => ['education', 'journal-club', 'list', search] as const,
  journalClubLists: ['education', 'journal-club', 'list'] as const,
  journalClub: (id: string) => ['education', 'journal-club', 'one', id] as const,
  clubComments: (journalClubId: string) =>
    ['education', 'journal-club', 'comments', journalClubId] as const,
  keyPublications: (search: string) => ['education', 'publications', 'list', search] as const,
  keyPublication: (id: string) => ['education', 'publications', 'one', id] as const,
};
