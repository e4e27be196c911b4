import { useMemo, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '@portal/contract';
import { peopleQuery } from '../api/get-people';
import { fullName } from '../lib/chat-list';

/** Picks people by name, searching on the server; chosen names stay listed while searching on. */
export function PeoplePicker({
  label,
  value,
  onChange,
  exclude = [],
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  exclude?: readonly string[];
}) {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const people = useQuery({ ...peopleQuery(search), placeholderData: keepPreviousData });

  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const id of value) options.set(id, labels[id] ?? id);
    for (const p of people.data ?? [])
      if (!exclude.includes(p._id)) options.set(p._id, `${fullName(p)} (${p.roleName})`);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [people.data, value, labels, exclude]);

  const handleChange = (ids: string[]) => {
    const known = Object.fromEntries(data.map((o) => [o.value, o.label]));
    setLabels((prev) => ({ ...prev, ...known }));
    onChange(ids);
  };

  return (
    <MultiSelect
      label={label}
      placeholder="Search people"
      data={data}
      value={value}
      onChange={handleChange}
      searchable
      searchValue={searchText}
      onSearchChange={setSearchText}
      // The server already searched by name.
      filter={({ options }) => options}
      nothingFoundMessage="No people found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
