import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { products, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { paramsOfForm } from '../../../shared/ui/get-form';
import { filtersFromParams } from '../lib/product-filters';
import { useProductFiltersStore } from '../lib/product-filters-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';
import { PRODUCER_ID, productFixture } from '../test/product-fixtures';

const facets = {
  manufacturerId: { [PRODUCER_ID]: 7 },
  form: { flower: 4, oil: 3 },
  band: { 'high-thc': 4, balanced: 3 },
  stock: { 'in-stock': 5, 'low-stock': 1, 'out-of-stock': 1 },
  terpene: { Myrcene: 4, Limonene: 3 },
};

/**
 * Logged in with `stored` product filters; the catalogue answers one page of two products (or,
 * with `holdList`, never).
 */
function openCatalogue(path: string, stored: Record<string, unknown> = {}, holdList = false) {
  const user = makeUser();
  useSessionStore.setState({
    ...initialSessionData,
    token: 'tok-1',
    user,
    isUserLoggedIn: true,
  });
  useProductFiltersStore.setState({ productFilters: stored });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.ok(products.getManufacturerNames, [{ _id: PRODUCER_ID, name: 'Albion Botanicals' }]);
  fake.on(products.getProducts, () =>
    holdList
      ? new Promise(() => {})
      : {
          body: {
            data: [
              productFixture({ name: 'Pink Kush 22/1', stockStatus: 'low-stock' }),
              productFixture({ name: 'Calm CBD Oil', form: 'oil', priceFromPence: 4999 }),
            ],
            option: [{ count: 2, facets }],
          },
        },
  );
  const view = renderApp(path);
  const listCalls = () =>
    fake.requests
      .filter((r) => r.url.pathname === '/api/product/get')
      .map((r) => r.url.searchParams);
  return { fake, view, listCalls };
}

// The page is a lazy chunk: transform it before the first test's waits start counting.
beforeAll(async () => {
  await import('./products-page');
}, 60_000);

describe('products page', () => {
  beforeEach(() => {
    setMobileViewport(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a link’s filters win over the stored ones, and are stored', async () => {
    const { listCalls, view } = openCatalogue('/products?form=oil', { form: ['flower'] });
    expect(await screen.findByText('Calm CBD Oil')).toBeInTheDocument();
    expect(listCalls().every((q) => q.getAll('form').join() === 'oil')).toBe(true);
    await waitFor(() =>
      expect(useProductFiltersStore.getState().productFilters).toEqual({ form: ['oil'] }),
    );
    expect(view.router.state.location.search).toBe('?form=oil');
  });

  it('a bare /products shows the stored filters and puts them into the URL', async () => {
    const { listCalls, view } = openCatalogue('/products', { stock: ['in-stock'], search: 'kush' });
    expect(await screen.findByText('Pink Kush 22/1')).toBeInTheDocument();
    // The first request already carries them: no unfiltered list first.
    expect(listCalls()[0]?.getAll('stock')).toEqual(['in-stock']);
    expect(listCalls()[0]?.get('search')).toBe('kush');
    await waitFor(() =>
      expect(view.router.state.location.search).toBe('?search=kush&stock=in-stock'),
    );
  });

  it('shows cards with price, potency and stock, and facet counts on the filters', async () => {
    openCatalogue('/products');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Low stock')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('THC 22% · CBD 1%')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('£49.99')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Oil (3)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Albion Botanicals (7)' })).toBeInTheDocument();
    expect(screen.getByTestId('products-summary')).toHaveTextContent('2 products');
  });

  it('a filter changes the URL, the store and the query; clear all empties them', async () => {
    const { listCalls, view } = openCatalogue('/products');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Oil (3)' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?form=oil'));
    expect(useProductFiltersStore.getState().productFilters).toEqual({ form: ['oil'] });
    await waitFor(() => expect(listCalls().at(-1)?.getAll('form')).toEqual(['oil']));

    fireEvent.change(screen.getByRole('textbox', { name: 'Min price (£)' }), {
      target: { value: '12.5' },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Min price (£)' }));
    // The address names the price in pounds, as the box shows it; the list asks in pence.
    await waitFor(() => expect(view.router.state.location.search).toBe('?form=oil&priceMin=12.5'));
    await waitFor(() => expect(listCalls().at(-1)?.get('priceMin')).toBe('1250'));

    const clearAll = screen.getByRole('link', { name: 'Clear all' });
    // A link to the list without filters, for a press before the page's scripts.
    expect(clearAll).toHaveAttribute('href', '/products');
    fireEvent.click(clearAll);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(useProductFiltersStore.getState().productFilters).toEqual({});
  });

  it('lists the dominant terpenes of the results, and a value that would give nothing is off', async () => {
    const { listCalls, view } = openCatalogue('/products');
    const limonene = await screen.findByRole('checkbox', { name: 'Limonene (3)' });
    expect(screen.getByRole('checkbox', { name: 'Myrcene (4)' })).toBeEnabled();
    // No capsule in the results: counted as 0 and not clickable.
    expect(screen.getByRole('checkbox', { name: 'Capsule (0)' })).toBeDisabled();
    fireEvent.click(limonene);
    // Ticked at once, before the URL has caught up.
    expect(limonene).toBeChecked();
    await waitFor(() => expect(view.router.state.location.search).toBe('?terpene=Limonene'));
    await waitFor(() => expect(listCalls().at(-1)?.getAll('terpene')).toEqual(['Limonene']));
  });

  it('reads a terpene stored by an older version as one string', async () => {
    const { listCalls } = openCatalogue('/products', { terpene: 'Myrcene' });
    expect(await screen.findByRole('checkbox', { name: 'Myrcene (4)' })).toBeChecked();
    expect(listCalls()[0]?.getAll('terpene')).toEqual(['Myrcene']);
  });

  it('on a phone, a filter button with the active count opens the filters in a drawer', async () => {
    setMobileViewport(true);
    openCatalogue('/products?form=oil&stock=in-stock&thcMin=10');
    const button = await screen.findByRole('button', { name: 'Filters (3 active)' });
    expect(screen.queryByTestId('product-filters')).not.toBeInTheDocument();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Product filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Oil (3)' })).toBeChecked();
    expect(await within(drawer).findByRole('button', { name: 'Show 2 products' })).toBeVisible();
  });

  it('the filter form’s fields name what the address names, so a form sent without scripts asks for the same list', async () => {
    const address = `search=kush&sort=newest&manufacturerId=${PRODUCER_ID}&form=oil&stock=in-stock&thcMin=10&priceMax=60`;
    openCatalogue(`/products?${address}`);
    expect(await screen.findByRole('checkbox', { name: 'Oil (3)' })).toBeChecked();
    await screen.findByRole('checkbox', { name: 'Albion Botanicals (7)' });
    const form = screen.getByTestId('product-filter-form') as HTMLFormElement;
    expect(filtersFromParams(paramsOfForm(form))).toEqual(
      filtersFromParams(new URLSearchParams(address)),
    );
    // Apply sends it; it is there until the page's scripts have run.
    expect(within(form).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  });

  it('a submission of the form (Enter in the search box) applies its fields at once', async () => {
    const { view, listCalls } = openCatalogue('/products?form=oil');
    const search = await screen.findByRole('textbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: 'kush' } });
    fireEvent.submit(screen.getByTestId('product-filter-form'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?search=kush&form=oil'));
    await waitFor(() => expect(listCalls().at(-1)?.get('search')).toBe('kush'));
  });

  it('on a phone, the form keeps the filters in hidden fields, and ?panel=filters shows them in place', async () => {
    setMobileViewport(true);
    const { view } = openCatalogue('/products?form=oil&panel=filters');
    // In place (where a press on Filters before the scripts leads), and kept through a change.
    const oil = await screen.findByRole('checkbox', { name: 'Oil (3)' });
    expect(oil).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute(
      'href',
      '/products?form=oil&panel=filters',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flower (4)' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toBe('?form=oil&form=flower&panel=filters'),
    );
    expect(screen.getByRole('checkbox', { name: 'Flower (4)' })).toBeChecked();
  });

  it('on a phone, a search sent by the form keeps the filters of the drawer', async () => {
    setMobileViewport(true);
    openCatalogue('/products?form=oil&stock=in-stock&priceMin=5');
    await screen.findByRole('button', { name: 'Filters (3 active)' });
    const form = screen.getByTestId('product-filter-form') as HTMLFormElement;
    expect(paramsOfForm(form).toString()).toBe(
      'form=oil&stock=in-stock&priceMin=5&search=&sort=name',
    );
  });

  it('on a phone, the drawer offers no product count before the list has come', async () => {
    setMobileViewport(true);
    openCatalogue('/products?form=oil', {}, true);
    fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Product filters' });
    // The drawer's opening transition may still be running: visible once it has.
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Show products' })).toBeVisible(),
    );
    expect(within(drawer).queryByRole('button', { name: /^Show 0/ })).toBeNull();
  });
});
