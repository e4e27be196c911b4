import type { ComponentType } from 'react';
import { ForumsPanel } from './components/forums/forums-panel';
import { ForumsSearchResults } from './components/forums/forums-search-results';
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
    key: 'webinars',
    label: 'Webinars',
    path: '/education/webinars',
    Panel: WebinarsPanel,
    SearchResults: WebinarsSearchResults,
  },
];
