import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { news, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { answerShellBackgroundCalls } from '../../../test/shell-calls';

const admin = makeUser({ isAdmin: true });

const category = (n: number, name: string, articleCount: number): news.AdminCategory => ({
  _id: `00000000-0000-4000-8000-00000000c00${n}`,
  name,
  slug: name.toLowerCase(),
  description: '',
  articleCount,
});
const clinical = category(1, 'Clinical', 3);
const empty = category(2, 'Events', 0);

/**
 * The whole app at the page, signed in as an admin, against a fake server holding `initial`:
 * it lists them and takes creates and deletes.
 */
function serve(initial: news.AdminCategory[]) {
  useSessionStore.setState({
    ...initialSessionData,
    token: 't',
    user: admin,
    isUserLoggedIn: true,
  });
  const fake = installFakeApi();
  answerShellBackgroundCalls(fake);
  fake.ok(users.getProfile, profileOf(admin));
  let rows = [...initial];
  fake.on(news.adminListCategories, () => ({
    body: { data: rows, option: [{ count: rows.length }] },
  }));
  fake.on(news.adminCreateCategory, (req) => {
    const created = category(9, (req.body as { name: string }).name, 0);
    rows = [...rows, created];
    return { body: { data: created, message: 'Category saved.' } };
  });
  fake.on(news.adminDeleteCategory, (req) => {
    rows = rows.filter((r) => !req.url.pathname.endsWith(r._id));
    return { body: { data: null, message: 'Category deleted.' } };
  });
  return fake;
}

const renderPage = () => renderApp('/admin/news-categories');

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('admin-row')).find((r) => within(r).queryByText(name))!;

describe('the news categories page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the categories with their article counts', async () => {
    serve([clinical, empty]);
    renderPage();
    const row = await rowOf('Clinical');
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(await rowOf('Events')).getByText('0')).toBeInTheDocument();
    expect(screen.getByTestId('admin-total')).toHaveTextContent('2 results');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'News categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('creates a category, checked by the contract before it is sent', async () => {
    const fake = serve([clinical]);
    renderPage();
    await rowOf('Clinical');
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Policy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await rowOf('Policy');
    expect(fake.requests.find((r) => r.method === 'POST')!.body).toEqual({ name: 'Policy' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("renames a category and shows the server's refusal in the dialog", async () => {
    const fake = serve([clinical]);
    fake.fail(news.adminUpdateCategory, 409, {
      error: 'A category with this name or slug already exists.',
      code: 'CONFLICT',
    });
    renderPage();
    fireEvent.click(
      within(await rowOf('Clinical')).getByRole('button', { name: 'Rename “Clinical”' }),
    );
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('Clinical');
    fireEvent.change(name, { target: { value: 'Events' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A category with this name or slug already exists.',
    );
    const patch = fake.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url.pathname).toBe(`/api/admin/news-categories/${clinical._id}`);
    expect(patch.body).toMatchObject({ name: 'Events', slug: 'clinical' });
  });

  it('deletes an empty category once confirmed', async () => {
    const fake = serve([clinical, empty]);
    renderPage();
    fireEvent.click(within(await rowOf('Events')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(1));
    const del = fake.requests.find((r) => r.method === 'DELETE')!;
    expect(del.url.pathname).toBe(`/api/admin/news-categories/${empty._id}`);
    expect(del.url.searchParams.has('moveTo')).toBe(false);
  });

  it("asks where a category's articles go, in the server's words, before deleting it", async () => {
    const fake = serve([clinical, empty]);
    renderPage();
    fireEvent.click(within(await rowOf('Clinical')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(news.categoryInUse(3))).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const select = within(dialog).getByLabelText('Move its articles to');
    expect(within(select).queryByText('Clinical')).toBeNull();
    fireEvent.change(select, { target: { value: empty._id } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(1));
    const del = fake.requests.find((r) => r.method === 'DELETE')!;
    expect(del.url.pathname).toBe(`/api/admin/news-categories/${clinical._id}`);
    expect(del.url.searchParams.get('moveTo')).toBe(empty._id);
  });
});
