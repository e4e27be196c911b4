import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { news } from '@portal/contract';
import { renderWithMantine } from '../../../test/render';
import { CommentForm } from './comment-form';

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  renderWithMantine(
    <CommentForm label="Add a comment" submitLabel="Post comment" onSubmit={onSubmit} />,
  );
  const box = screen.getByRole('textbox', { name: 'Add a comment' });
  const submit = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  };
  return { onSubmit, box, submit };
}

describe('CommentForm', () => {
  it('requires text', async () => {
    const { onSubmit, submit } = renderForm();
    submit('   ');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('allows letters and digits only, with the SPEC §5 message', async () => {
    const { onSubmit, submit } = renderForm();
    submit('<b>bold</b> claim');
    expect(
      await screen.findByText('This Field only contains alphabetic letters and numeric letters'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the length', async () => {
    const { submit } = renderForm();
    submit('a'.repeat(news.COMMENT_MAX_LENGTH + 1));
    expect(
      await screen.findByText(`This field must be ${news.COMMENT_MAX_LENGTH} characters or less`),
    ).toBeInTheDocument();
  });

  it('sends valid text and empties the box', async () => {
    const { onSubmit, submit, box } = renderForm();
    submit('Really useful, thanks!');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Really useful, thanks!'));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });
});
