import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { renderWithMantine } from '../../../test/render';
import { AdminTable, type AdminColumn } from './admin-table';

interface Row {
  id: string;
  name: string;
}
const columns: AdminColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'id', header: 'Id', cell: (r) => r.id },
];

function Search() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function renderTable(props: { rows: Row[] | undefined; total: number }, url = '/admin/things') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/things',
        element: (
          <>
            <AdminTable
              label="Things"
              columns={columns}
              rows={props.rows}
              total={props.total}
              rowKey={(r) => r.id}
              rowHref={(r) => `/admin/things/${r.id}`}
              searchLabel="Search things"
              emptyTitle="No things yet"
            />
            <Search />
          </>
        ),
      },
      { path: '/admin/things/:id', element: <p>Edit page</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

const rows = Array.from({ length: 20 }, (_, i) => ({ id: `t${i + 1}`, name: `Thing ${i + 1}` }));

describe('AdminTable', () => {
  it('shows skeleton rows while loading', () => {
    renderTable({ rows: undefined, total: 0 });
    expect(screen.getAllByTestId('admin-row-skeleton')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
  });

  it('links each row to its edit page and pages through the URL', async () => {
    const router = renderTable({ rows, total: 45 });
    const link = screen.getByRole('link', { name: 'Thing 1' });
    expect(link).toHaveAttribute('href', '/admin/things/t1');
    expect(screen.getByText('45 results')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?page=3'));
    fireEvent.click(within(screen.getByRole('table')).getByText('t2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/things/t2'));
  });

  it('keeps the search in the URL, back on page 1, and says when nothing matches', async () => {
    renderTable({ rows: [], total: 0 }, '/admin/things?page=2&search=zz');
    expect(screen.getByRole('textbox', { name: 'Search things' })).toHaveValue('zz');
    expect(screen.getByText('Nothing matches “zz”')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search things' }), {
      target: { value: 'bolt' },
    });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?search=bolt'));
  });

  it('shows the empty state without a search', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No things yet')).toBeInTheDocument();
  });
});
