import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, users } from '@portal/contract';
import { endpointQuery } from '../../../shared/api/query';

/** How many people one search offers. */
const PEOPLE_OFFERED = 20;

const labelOf = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName} (${p.email})`;

interface Option {
  value: string;
  label: string;
}

/**
 * One person for the admin's All view (a doctor or a patient), found by name or e-mail through the
 * admin's user list, which is searched only once the list is opened. The chosen person stays an
 * option whatever the search finds.
 */
export function PersonFilter({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  /** The field's name in the filters' GET form. */
  name: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  // The chosen person's name in the box is no search.
  const typed = searchText === chosen?.label ? '' : searchText.trim();
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const people = useQuery({
    ...endpointQuery(users.listUsersForAdmin, {
      query: { limit: PEOPLE_OFFERED, skip: 0, ...(search ? { search } : {}) },
    }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  // A person the address chose (a link, a reload) is named by their account.
  const named = useQuery({
    ...endpointQuery(users.getUserForAdmin, { params: { id: value ?? '' } }),
    enabled: Boolean(value) && chosen?.value !== value,
  });

  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (chosen && chosen.value === value) options.set(chosen.value, chosen.label);
    else if (named.data && named.data._id === value) options.set(value, labelOf(named.data));
    for (const p of people.data ?? []) if (!p.deleted) options.set(p._id, labelOf(p));
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [people.data, chosen, value, named.data]);

  return (
    <Select
      label={label}
      name={name}
      placeholder="Anyone"
      data={data}
      value={value ?? null}
      onChange={(id, option) => {
        setChosen(id ? option : null);
        onChange(id ?? undefined);
      }}
      searchable
      clearable
      searchValue={searchText}
      onSearchChange={setSearchText}
      onDropdownOpen={() => setOpened(true)}
      // The server already searched by name and e-mail.
      filter={({ options }) => options}
      nothingFoundMessage={people.isFetching ? 'Searching…' : 'No people found'}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 200px' }}
    />
  );
}
