import { AddressSearchBox } from '../../../shared/ui/search-box';

/** The feed's search box: debounced, clearable, a GET form before scripts (shared/ui/search-box). */
export function NewsSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  return <AddressSearchBox term={term} onSearch={onSearch} label="Search articles" />;
}
