import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  countActiveFilters,
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  sameFilters,
  showsFiltersPanel,
} from './product-filters';

const PRODUCER = '11111111-1111-4111-8111-111111111111';

describe('product filters in the query string', () => {
  it('reads repeated values, ranges, search and sort', () => {
    const params = new URLSearchParams(
      `search=kush&form=oil&form=flower&stock=low-stock&manufacturerId=${PRODUCER}&thcMin=10&priceMax=60&sort=price-asc`,
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'kush',
      form: ['oil', 'flower'],
      stock: ['low-stock'],
      manufacturerId: [PRODUCER],
      thcMin: 10,
      priceMax: 6000,
      sort: 'price-asc',
    });
  });

  it('names prices in pounds, as the filter form shows them, and asks in pence', () => {
    expect(filtersFromParams(new URLSearchParams('priceMin=12.5&priceMax=49.99'))).toEqual({
      priceMin: 1250,
      priceMax: 4999,
    });
    expect(filtersToParams({ priceMin: 1250, priceMax: 4999 }).toString()).toBe(
      'priceMin=12.5&priceMax=49.99',
    );
  });

  it('reads a filter form as sent before the scripts: empty fields and the default sort are nothing', () => {
    const sent = new URLSearchParams(
      'search=&sort=name&form=oil&thcMin=&thcMax=&cbdMin=&cbdMax=&priceMin=&priceMax=20',
    );
    expect(filtersFromParams(sent)).toEqual({ form: ['oil'], priceMax: 2000 });
    // It names the list (the sort is always sent): never taken for a bare /products.
    expect(hasFilterParams(new URLSearchParams('search=&sort=name'))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('panel=filters'))).toBe(false);
    expect(showsFiltersPanel(new URLSearchParams('form=oil&panel=filters'))).toBe(true);
    expect(showsFiltersPanel(new URLSearchParams('form=oil'))).toBe(false);
  });

  it('drops what the contract would refuse instead of failing the list', () => {
    const params = new URLSearchParams(
      'form=powder&form=oil&manufacturerId=not-a-uuid&thcMin=abc&cbdMax=-1&sort=cheapest&search=%20%20',
    );
    expect(filtersFromParams(params)).toEqual({ form: ['oil'] });
  });

  it('writes a stable string without empty values or the default sort', () => {
    const params = filtersToParams({
      sort: 'name',
      stock: [],
      search: '',
      form: ['oil'],
      priceMin: 0,
      thcMax: undefined,
    });
    expect(params.toString()).toBe('form=oil&priceMin=0');
  });

  it('round-trips', () => {
    const filters = {
      search: 'oil',
      band: ['balanced' as const],
      terpene: ['Myrcene', 'beta-Caryophyllene'],
      cbdMin: 2.5,
      sort: 'newest' as const,
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(sameFilters(filters, { ...filters, form: [] })).toBe(true);
  });
});

describe('active filters', () => {
  it('counts each value, each range once and not the search or sort', () => {
    expect(
      countActiveFilters({
        search: 'x',
        sort: 'newest',
        form: ['oil', 'flower'],
        stock: ['in-stock'],
        thcMin: 5,
        thcMax: 20,
        priceMax: 100,
      }),
    ).toBe(5);
    expect(countActiveFilters({ search: 'x' })).toBe(0);
  });

  it('clear-all keeps the search and the sort', () => {
    expect(clearedFilters({ search: 'x', sort: 'newest', form: ['oil'], cbdMin: 1 })).toEqual({
      search: 'x',
      sort: 'newest',
    });
  });
});
