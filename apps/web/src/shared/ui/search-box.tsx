import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { isPagesParam } from './load-more';
import classes from './search-box.module.css';
import { SEARCH_DEBOUNCE_MS } from '@portal/contract';

export interface SearchBoxProps {
  /** The search in force: when it changes from outside (a "Clear search" elsewhere, Back), the box follows. */
  term: string;
  onSearch: (term: string) => void;
  /** The box's accessible name, such as 'Search articles'. */
  label: string;
  placeholder?: string;
  /** The box's field name in a form sent without scripts (a list's GET form). */
  name?: string;
  /** Its share of a row (CSS flex): a basis of its own keeps it whole beside other controls. */
  flex?: string;
  /** The field's id, where something else focuses it (a keyboard shortcut). */
  id?: string;
}

/**
 * A list's search box. Typing reports the trimmed term once the user pauses for
 * SEARCH_DEBOUNCE_MS (400 ms); clearing (the button or Escape) reports '' at once, which sends no
 * term (SPEC §5, §9).
 */
export function SearchBox({
  term,
  onSearch,
  label,
  placeholder,
  name,
  flex = '1',
  id,
}: SearchBoxProps) {
  const [value, setValue] = useState(term);
  const [appliedTerm, setAppliedTerm] = useState(term);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Adjusted during render (not in an effect) so the box never shows a stale term. Text that
  // already means this term (trailing space while typing on) is left alone.
  if (term !== appliedTerm) {
    setAppliedTerm(term);
    if (value.trim() !== term) setValue(term);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  const handleClear = () => {
    setValue('');
    clearTimeout(timer.current);
    onSearch('');
  };

  return (
    <TextInput
      id={id}
      aria-label={label}
      name={name}
      placeholder={placeholder ?? `${label}...`}
      value={value}
      onChange={(e) => handleChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') handleClear();
      }}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? <CloseButton aria-label="Clear search" size="sm" onClick={handleClear} /> : null
      }
      style={{ flex }}
    />
  );
}

/** The address's parameters a new search starts again without: the term, the lists' pages. */
const resetBySearch = (name: string, param: string) => name === param || isPagesParam(name);

/**
 * A search box whose term the address keeps (`?search=`, or `param`), as a GET form of its own: Enter before
 * the page's scripts arrive asks the server for the list of that term, keeping what else the
 * address names (a category, a filter) as hidden fields; once they have, Enter applies the term
 * at once, as a pause in typing does.
 */
export function AddressSearchBox({
  fields = [],
  param = 'search',
  children,
  ...props
}: Omit<SearchBoxProps, 'name'> & {
  /** The address's name for the term: `search` on a list, `q` on the search page. */
  param?: string;
  /** Names of the address the form's other fields (`children`) send, so not kept hidden. */
  fields?: readonly string[];
  /** Other fields of the same GET form (an order), sent with the term. */
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const kept = [...params].filter(([key]) => !resetBySearch(key, param) && !fields.includes(key));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get(param);
    props.onSearch(typeof term === 'string' ? term.trim() : '');
  };
  return (
    <form method="get" role="search" onSubmit={handleSubmit} className={classes.form}>
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <SearchBox {...props} name={param} />
      {children}
    </form>
  );
}
