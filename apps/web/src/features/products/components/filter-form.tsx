import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { paramsOfForm } from '../../../shared/ui/get-form';
import {
  filtersFromParams,
  filtersToParams,
  sameFilters,
  type ProductFilters,
} from '../lib/product-filters';
import classes from './products.module.css';

/**
 * The catalogue's search, sort and filters as one GET form: before the page's scripts arrive,
 * sending it (Apply, or Enter in a box) asks the server for the list its fields name, which the
 * route's loader reads from the address. Once they have, every change applies at once and a
 * submission (Enter) applies the fields as they stand. A field changed before the scripts but not
 * sent (they came first) keeps what the browser shows: hydration leaves a ticked box ticked
 * without telling the app, so the fields as they stand then are applied, if they differ.
 */
export function FilterForm({
  filters,
  onApply,
  children,
}: {
  /** The filters the page rendered with. */
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const hydratedWith = useRef(filters);
  const apply = useRef(onApply);
  useEffect(() => {
    if (!form.current) return;
    const shown = filtersFromParams(paramsOfForm(form.current));
    if (!sameFilters(shown, hydratedWith.current)) apply.current(shown);
  }, []);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersFromParams(paramsOfForm(event.currentTarget)));
  };
  return (
    <form
      ref={form}
      method="get"
      onSubmit={handleSubmit}
      className={classes.filterForm}
      data-testid="product-filter-form"
    >
      {children}
    </form>
  );
}

/**
 * The filters in force as hidden fields, where the form does not show them (a phone keeps them in
 * a drawer): a search or a sort sent before the scripts keeps the filters.
 */
export function KeptFilterFields({ filters }: { filters: ProductFilters }) {
  const kept = [...filtersToParams(filters)].filter(([key]) => key !== 'search' && key !== 'sort');
  return kept.map(([key, value]) => (
    <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
  ));
}
