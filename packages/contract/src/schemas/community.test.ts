import { describe, expect, it } from 'vitest';
import {
  ChannelActionBodySchema,
  CreatePostBodySchema,
  PostListQuerySchema,
  ResponseActionBodySchema,
} from './community';

const id = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe('community contract', () => {
  it('asks for the member only on the admins’ actions, and lower-cases ids', () => {
    expect(ChannelActionBodySchema.parse({ action: 'star', channelId: id })).toEqual({
      action: 'star',
      channelId: id.toLowerCase(),
    });
    expect(ChannelActionBodySchema.safeParse({ action: 'approve', channelId: id }).success).toBe(
      false,
    );
    expect(
      ChannelActionBodySchema.safeParse({ action: 'remove', channelId: id, userId: id }).success,
    ).toBe(true);
    expect(
      ChannelActionBodySchema.safeParse({ action: 'star', channelId: id, userId: id }).success,
    ).toBe(false);
  });

  it('gives posts SPEC §5 messages, no anonymity by default and site-local images only', () => {
    const r = CreatePostBodySchema.safeParse({ title: '', body: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('This field is required');
    expect(CreatePostBodySchema.parse({ title: 't', body: 'b' }).anonymous).toBe(false);
    for (const imageUrl of ['https://evil.test/x.png', '/uploads/../secret', 'javascript:x']) {
      expect(CreatePostBodySchema.safeParse({ title: 't', body: 'b', imageUrl }).success).toBe(
        false,
      );
    }
    expect(
      CreatePostBodySchema.safeParse({ title: 't', body: 'b', imageUrl: '/uploads/a/b.png' })
        .success,
    ).toBe(true);
  });

  it('defaults the post list to newest first and drops an empty search', () => {
    expect(PostListQuerySchema.parse({ search: '  ' })).toMatchObject({
      sort: 'newest',
      limit: 10,
      skip: 0,
      search: undefined,
    });
  });

  it('takes the response status values it documents', () => {
    for (const status of [
      'accepted',
      'unaccepted',
      'liked',
      'unliked',
      'reported',
      'hidden',
      'visible',
    ]) {
      expect(ResponseActionBodySchema.safeParse({ responseId: id, status }).success).toBe(true);
    }
    expect(ResponseActionBodySchema.safeParse({ responseId: id, status: 'pinned' }).success).toBe(
      false,
    );
  });
});
