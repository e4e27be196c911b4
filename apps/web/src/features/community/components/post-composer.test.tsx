import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { community } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
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
    queryClient.clear();
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
