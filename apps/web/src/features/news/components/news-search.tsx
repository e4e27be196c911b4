import { SearchBox } from '../../../shared/ui/search-box';

/** The feed's search box: debounced, clearable (shared/ui/search-box). */
export function NewsSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  return <SearchBox term={term} onSearch={onSearch} label="Search articles" />;
}
