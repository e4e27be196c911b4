import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { Link } from 'react-router';
import { products } from '@portal/contract';
import { BAND_LABELS, FORM_LABELS, STOCK_LABELS, STRAIN_LABELS } from '../lib/format';
import {
  countActiveFilters,
  clearedFilters,
  filtersToParams,
  type ListFilter,
  type ProductFilters,
} from '../lib/product-filters';

export interface ProductFilterPanelProps {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** Counts per facet value of the list on screen; absent while it first loads. */
  facets: Partial<products.ProductFacets> | undefined;
  manufacturers: { _id: string; name: string }[] | undefined;
}

interface Option {
  value: string;
  label: string;
}

function FacetGroup({
  name,
  label,
  options,
  counts,
  filters,
  onChange,
}: {
  name: ListFilter;
  label: string;
  options: Option[];
  counts: Record<string, number> | undefined;
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}) {
  const selected = (filters[name] ?? []) as string[];
  if (options.length === 0) return null;
  return (
    <Checkbox.Group
      label={label}
      value={selected}
      onChange={(values) => onChange({ ...filters, [name]: values })}
      data-testid={`filter-${name}`}
    >
      <Stack gap={6} mt={6}>
        {options.map((o) => {
          // The server leaves out values no product would give: once counts are in, those are 0,
          // and a value that would empty the list says so before it is clicked.
          const count = counts ? (counts[o.value] ?? 0) : undefined;
          return (
            <Checkbox
              key={o.value}
              name={name}
              value={o.value}
              size="sm"
              disabled={count === 0 && !selected.includes(o.value)}
              label={count === undefined ? o.label : `${o.label} (${count})`}
            />
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * Min and max of one range, applied when a box loses focus or on Enter (not per keystroke). The
 * boxes are the filter form's `<name>Min` and `<name>Max` fields, as the address names them.
 */
function RangeFilter({
  name,
  label,
  unit,
  min,
  max,
  scale = 1,
  onChange,
}: {
  name: 'thc' | 'cbd' | 'price';
  label: string;
  unit: string;
  min: number | undefined;
  max: number | undefined;
  /** Stored value per shown value: 100 shows pence as pounds. */
  scale?: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const shown = (v: number | undefined) => (v === undefined ? '' : v / scale);
  const [draft, setDraft] = useState<{ min: string | number; max: string | number }>({
    min: shown(min),
    max: shown(max),
  });
  const [applied, setApplied] = useState({ min, max });
  // Follows a change from outside (clear all, a link) during render, as the search box does.
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({ min: shown(min), max: shown(max) });
  }
  const parse = (v: string | number) =>
    v === '' || Number.isNaN(Number(v))
      ? undefined
      : scale === 1
        ? Math.round(Number(v) * 100) / 100
        : Math.round(Number(v) * scale);
  const commit = () => {
    const nextMin = parse(draft.min);
    const nextMax = parse(draft.max);
    if (nextMin !== min || nextMax !== max) onChange(nextMin, nextMax);
  };
  const box = (which: 'min' | 'max') => (
    <NumberInput
      name={`${name}${which === 'min' ? 'Min' : 'Max'}`}
      label={`${which === 'min' ? 'Min' : 'Max'} ${label}${unit ? ` (${unit})` : ''}`}
      value={draft[which]}
      onChange={(v) => setDraft((d) => ({ ...d, [which]: v }))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        // Applied here, not by the filter form's submission as well.
        e.preventDefault();
        commit();
      }}
      min={0}
      allowNegative={false}
      decimalScale={2}
      hideControls
      size="xs"
      style={{ flex: 1 }}
    />
  );
  return (
    <Group gap="xs" grow wrap="nowrap" align="flex-start">
      {box('min')}
      {box('max')}
    </Group>
  );
}

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Terpenes have no fixed list: the ones some product of the current results is dominant in
 * (the facet's counts), and the chosen ones even when they now give nothing, A to Z.
 */
const terpeneOptions = (counts: Record<string, number> | undefined, chosen: string[] = []) =>
  [...new Set([...Object.keys(counts ?? {}), ...chosen])]
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ value, label: value }));

/** The address part of a list's filters ('' for none). */
const searchOf = (filters: ProductFilters) => {
  const params = filtersToParams(filters).toString();
  return params ? `?${params}` : '';
};

/** The catalogue's filters with each value's count, ranges and a clear-all. */
export function ProductFilterPanel({
  filters,
  onChange,
  facets,
  manufacturers,
}: ProductFilterPanelProps) {
  const active = countActiveFilters(filters);
  const group = { filters, onChange };
  return (
    <Stack gap="md" data-testid="product-filters">
      <Group justify="space-between">
        <Text fw={700}>Filters</Text>
        {active === 0 ? (
          <Button variant="subtle" size="compact-sm" disabled>
            Clear all
          </Button>
        ) : (
          // A link to the list without filters, so that it clears before the page's scripts too.
          <Button
            component={Link}
            to={{ search: searchOf(clearedFilters(filters)) }}
            variant="subtle"
            size="compact-sm"
            onClick={(event) => {
              event.preventDefault();
              onChange(clearedFilters(filters));
            }}
          >
            Clear all
          </Button>
        )}
      </Group>
      {manufacturers ? (
        <FacetGroup
          name="manufacturerId"
          label="Producer"
          options={manufacturers.map((m) => ({ value: m._id, label: m.name }))}
          counts={facets?.manufacturerId}
          {...group}
        />
      ) : (
        <Stack gap={6} aria-hidden>
          <Skeleton height={14} width="40%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
        </Stack>
      )}
      <FacetGroup
        name="form"
        label="Form"
        options={optionsOf(products.PRODUCT_FORMS, FORM_LABELS)}
        counts={facets?.form}
        {...group}
      />
      <FacetGroup
        name="strainType"
        label="Strain type"
        options={optionsOf(products.STRAIN_TYPES, STRAIN_LABELS)}
        counts={facets?.strainType}
        {...group}
      />
      <FacetGroup
        name="band"
        label="CBD:THC ratio"
        options={optionsOf(products.RATIO_BANDS, BAND_LABELS)}
        counts={facets?.band}
        {...group}
      />
      <FacetGroup
        name="stock"
        label="Availability"
        options={optionsOf(products.STOCK_STATUSES, STOCK_LABELS)}
        counts={facets?.stock}
        {...group}
      />
      <FacetGroup
        name="terpene"
        label="Dominant terpene"
        options={terpeneOptions(facets?.terpene, filters.terpene)}
        counts={facets?.terpene}
        {...group}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          THC (in each product’s unit)
        </Text>
        <RangeFilter
          name="thc"
          label="THC"
          unit=""
          min={filters.thcMin}
          max={filters.thcMax}
          onChange={(thcMin, thcMax) => onChange({ ...filters, thcMin, thcMax })}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          CBD (in each product’s unit)
        </Text>
        <RangeFilter
          name="cbd"
          label="CBD"
          unit=""
          min={filters.cbdMin}
          max={filters.cbdMax}
          onChange={(cbdMin, cbdMax) => onChange({ ...filters, cbdMin, cbdMax })}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Price
        </Text>
        <RangeFilter
          name="price"
          label="price"
          unit="£"
          scale={100}
          min={filters.priceMin}
          max={filters.priceMax}
          onChange={(priceMin, priceMax) => onChange({ ...filters, priceMin, priceMax })}
        />
      </Stack>
    </Stack>
  );
}
