import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import type { news } from '@portal/contract';
import { createQueryClient } from '../../../shared/api/query-client';
import { ArticleForm } from './article-form';

/** Tiptap puts its editor on the editable element; jsdom cannot type into contenteditable. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

const CATEGORY = { _id: '00000000-0000-4000-8000-000000000001', name: 'Pharmacy First' };

const article: news.AdminArticle = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Valproate: new safety rules',
  summary: 'What changes at the counter.',
  body: '<p>Two specialists must now agree.</p>',
  imageUrl: null,
  category: CATEGORY,
  authorName: 'Clinical team',
  publishedAt: null,
  status: 'draft',
  viewCount: 0,
  commentCount: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

function renderForm(props: { article?: news.AdminArticle; refused?: Record<string, string> } = {}) {
  const onSubmit = vi.fn(async (_values: news.CreateArticleBody) => props.refused);
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <ArticleForm
          article={props.article}
          categories={[CATEGORY]}
          onSubmit={onSubmit}
          authorFallback="Grace Whitfield"
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmit };
}

const submitButton = () => screen.getByRole('button', { name: /Create article|Save article/ });

describe('ArticleForm', () => {
  it('requires a title, summary, category and body, with the SPEC §5 message', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(screen.getByText('Invalid category id')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the title’s length', async () => {
    renderForm({ article: { ...article, title: 'x'.repeat(201) } });
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('This field must be 200 characters or less'),
    ).toBeInTheDocument();
  });

  it('sends a new article as a draft by default, with the editor’s HTML', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), {
      target: { value: 'Hay fever season' },
    });
    fireEvent.change(screen.getByLabelText('Summary', { exact: false }), {
      target: { value: 'Stock and advice.' },
    });
    fireEvent.change(screen.getByLabelText('Category', { exact: false }), {
      target: { value: CATEGORY._id },
    });
    editorOf(await screen.findByRole('textbox', { name: 'Body' })).commands.setContent(
      '<p>Antihistamines first.</p>',
      { emitUpdate: true },
    );
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Hay fever season',
          summary: 'Stock and advice.',
          categoryId: CATEGORY._id,
          body: '<p>Antihistamines first.</p>',
          publishedAt: null,
        }),
      ),
    );
    // A blank author is left out: the server writes the admin's name.
    expect(onSubmit.mock.calls[0]![0].authorName).toBeUndefined();
  });

  it('publishes now when told, and shows the server’s field messages', async () => {
    const { onSubmit } = renderForm({
      article,
      refused: { imageUrl: 'Please attach a cover image uploaded for an article.' },
    });
    fireEvent.click(screen.getByText('Publish now'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      await screen.findByText('Please attach a cover image uploaded for an article.'),
    ).toBeInTheDocument();
  });

  it('previews the article as readers will see it', async () => {
    renderForm({ article });
    fireEvent.click(screen.getByText('Preview'));
    const preview = await screen.findByTestId('article-preview');
    expect(preview).toHaveTextContent('Valproate: new safety rules');
    expect(preview).toHaveTextContent('Clinical team · Not published');
    expect(preview).toHaveTextContent('Two specialists must now agree.');
    expect(preview).toHaveTextContent('Pharmacy First');
  });
});
