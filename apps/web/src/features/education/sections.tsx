import type { ComponentType } from 'react';
import { ClinicsPanel } from './components/clinics/clinics-panel';
import { ClinicsSearchResults } from './components/clinics/clinics-search-results';
import { FaqPanel } from './components/faq/faq-panel';
import { FaqSearchResults } from './components/faq/faq-search-results';
import { ForumsPanel } from './components/forums/forums-panel';
import { ForumsSearchResults } from './components/forums/forums-search-results';
import { LibraryPanel } from './components/library/library-panel';
import { LibrarySearchResults } from './components/library/library-search-results';
import { ProducersPanel } from './components/lp-profiles/producers-panel';
import { ProducersSearchResults } from './components/lp-profiles/producers-search-results';
import { JournalClubPanel } from './components/journal-club/journal-club-panel';
import { JournalClubSearchResults } from './components/journal-club/journal-club-search-results';
import { PublicationsPanel } from './components/publications/publications-panel';
import { PublicationsSearchResults } from './components/publications/publications-search-results';
import { WebinarsPanel } from './components/webinars/webinars-panel';
import { WebinarsSearchResults } from './components/webinars/webinars-search-results';

export type EducationSectionKey =
  | 'forums'
  | 'library'
  | 'webinars'
  | 'lp-profiles'
  | 'clinics'
  | 'FAQ'
  | 'journal-club'
  | 'publications';

export interface EducationSection {
  key: EducationSectionKey;
  /** The tab's label: 'Forums', 'Library', 'Webinars', 'LP Profiles', 'Clinics', 'FAQ', 'Journal Club', 'Key Publications'. */
  label: string;
  /** The alias route that opens this tab, e.g. '/education/webinars'. */
  path: `/education/${string}`;
  /** The tab's content for the page's search text (lazy-load heavy panels). */
  Panel: ComponentType<{ search: string }>;
  /**
   * This section's hits on /educations (the grouped page): a heading, up to 5 hits linking to
   * them, a "See all" link to `${path}`; renders nothing while search is empty.
   */
  SearchResults: ComponentType<{ search: string }>;
}

/** The tabs of /education, in the order of the key union. */
export const educationSections: EducationSection[] = [
  {
    key: 'forums',
    label: 'Forums',
    path: '/education/forums',
    Panel: ForumsPanel,
    SearchResults: ForumsSearchResults,
  },
  {
    key: 'library',
    label: 'Library',
    path: '/education/library',
    Panel: LibraryPanel,
    SearchResults: LibrarySearchResults,
  },
  {
    key: 'webinars',
    label: 'Webinars',
    path: '/education/webinars',
    Panel: WebinarsPanel,
    SearchResults: WebinarsSearchResults,
  },
  {
    key: 'lp-profiles',
    label: 'LP Profiles',
    path: '/education/lp-profiles',
    Panel: ProducersPanel,
    SearchResults: ProducersSearchResults,
  },
  {
    key: 'clinics',
    label: 'Clinics',
    path: '/education/clinics',
    Panel: ClinicsPanel,
    SearchResults: ClinicsSearchResults,
  },
  {
    key: 'FAQ',
    label: 'FAQ',
    path: '/education/FAQ',
    Panel: FaqPanel,
    SearchResults: FaqSearchResults,
  },
  {
    key: 'journal-club',
    label: 'Journal Club',
    path: '/education/journal-club',
    Panel: JournalClubPanel,
    SearchResults: JournalClubSearchResults,
  },
  {
    key: 'publications',
    label: 'Key Publications',
    path: '/education/publications',
    Panel: PublicationsPanel,
    SearchResults: PublicationsSearchResults,
  },
];
