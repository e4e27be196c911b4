import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { community } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { postFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { PostComposer } from './post-composer';

/** Tiptap puts its editor on the editable element; jsdom cannot type into contenteditable. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('the post composer', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });

  it('sends the editor’s HTML, bold where Bold was used', async () => {
    const fake = installFakeApi();
    fake.on(community.createPost, () => ({ body: { data: postFixture() } }));
    renderCommunity(
      <PostComposer channelId="00000000-0000-4000-8000-000000000999" allowAnonymous={false} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), {
      target: { value: 'Controlled drugs' },
    });
    const body = await screen.findByRole('textbox', { name: 'Post' });
    const editor = editorOf(body);
    editor.commands.setContent('<p>Witness needed</p>', { emitUpdate: true });
    editor.commands.selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(
        fake.requests.find((r) => r.url.pathname.endsWith('/post/create'))?.body,
      ).toMatchObject({
        title: 'Controlled drugs',
        body: '<p><strong>Witness needed</strong></p>',
      }),
    );
  });

  it('uploads a picked image with a loader, previews it and sends its url', async () => {
    const fake = installFakeApi();
    const imageUrl = '/uploads/community/00000000-0000-4000-8000-000000000001.webp';
    let release: () => void = () => {};
    fake.on(community.uploadPostImage, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { body: { data: { imageUrl } } };
    });
    fake.on(community.createPost, () => ({ body: { data: postFixture() } }));
    const { container } = renderCommunity(<PostComposer allowAnonymous={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), {
      target: { value: 'Inhaler technique' },
    });
    editorOf(await screen.findByRole('textbox', { name: 'Post' })).commands.setContent(
      '<p>See the picture.</p>',
      { emitUpdate: true },
    );

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [file] } });

    // While the file goes up: a loader, and Publish waits.
    expect(await screen.findByText('Uploading image…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    release();
    const preview = await screen.findByRole('img', { name: 'Image for this post' });
    expect(preview).toHaveAttribute('src', imageUrl);
    const sent = fake.requests.find((r) => r.url.pathname.endsWith('/post/image'));
    expect(sent?.method).toBe('POST');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        fake.requests.find((r) => r.url.pathname.endsWith('/post/create'))?.body,
      ).toMatchObject({ title: 'Inhaler technique', imageUrl }),
    );
  });

  it('shows why a file or its url is refused, and removes a previewed image', async () => {
    const fake = installFakeApi();
    fake.ok(community.uploadPostImage, {
      imageUrl: '/uploads/community/00000000-0000-4000-8000-000000000002.webp',
    });
    fake.fail(community.createPost, 400, {
      error: 'Please attach an image you uploaded to this post.',
      code: 'VALIDATION',
      fields: { imageUrl: 'Please attach an image you uploaded to this post.' },
    });
    const { container } = renderCommunity(<PostComposer allowAnonymous={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;

    // Not an image: refused here, nothing is uploaded.
    fireEvent.change(input(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a JPEG, PNG or WebP image.',
    );
    expect(fake.requests.some((r) => r.url.pathname.endsWith('/post/image'))).toBe(false);

    fireEvent.change(input(), {
      target: { files: [new File(['x'], 'a.webp', { type: 'image/webp' })] },
    });
    await screen.findByRole('img', { name: 'Image for this post' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The server's refusal of the url shows under the image control.
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), {
      target: { value: 'Inhaler technique' },
    });
    editorOf(await screen.findByRole('textbox', { name: 'Post' })).commands.setContent(
      '<p>See the picture.</p>',
      { emitUpdate: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('image-field-problem')).toHaveTextContent(
      'Please attach an image you uploaded to this post.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Image for this post' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();
  });

  it('asks for the body when the editor is empty', async () => {
    installFakeApi();
    renderCommunity(<PostComposer allowAnonymous={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), {
      target: { value: 'Controlled drugs' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const body = await screen.findByRole('textbox', { name: 'Post' });
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
  });
});
