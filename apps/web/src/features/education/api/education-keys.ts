import type { education } from '@portal/contract';

/** Filters of the library's list. */
export interface LibraryFilters {
  search: string;
  category: education.LibraryCategory | null;
}

/** Filters of the clinics' list. */
export interface ClinicFilters {
  search: string;
  city: string | null;
  specialism: education.ClinicSpecialism | null;
}

/** Query keys of the education cache, one prefix per section. */
export const educationKeys = {
  all: ['education'] as const,
  forums: (search: string) => ['education', 'forums', search] as const,
  library: (f: LibraryFilters) => ['education', 'library', f.search, f.category ?? 'all'] as const,
  faq: (search: string) => ['education', 'faq', search] as const,
  contact: ['education', 'contact'] as const,
  clinics: (f: ClinicFilters) =>
    ['education', 'clinics', f.search, f.city ?? 'all', f.specialism ?? 'all'] as const,
  clinic: (id: string) => ['education', 'clinic', id] as const,
  producers: (search: string) => ['education', 'producers', search] as const,
  producer: (id: string) => ['education', 'producer', id] as const,
  journalClubs: (search: string) => ['education', 'journal-club', 'list', search] as const,
  journalClubLists: ['education', 'journal-club', 'list'] as const,
  journalClub: (id: string) => ['education', 'journal-club', 'one', id] as const,
  clubComments: (journalClubId: string) =>
    ['education', 'journal-club', 'comments', journalClubId] as const,
  keyPublications: (search: string) => ['education', 'publications', 'list', search] as const,
  keyPublication: (id: string) => ['education', 'publications', 'one', id] as const,
};
