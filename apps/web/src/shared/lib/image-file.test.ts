import { describe, expect, it } from 'vitest';
import { community, users } from '@portal/contract';
import { IMAGE_TYPE_MESSAGE, imageFileProblem } from './image-file';

const profile = { types: users.PROFILE_IMAGE_TYPES, maxBytes: users.PROFILE_IMAGE_MAX_BYTES };
const post = { types: community.POST_IMAGE_TYPES, maxBytes: community.POST_IMAGE_MAX_BYTES };

describe('image file check', () => {
  it('accepts JPEG, PNG and WebP up to 5 MiB, for a profile and a post', () => {
    for (const limits of [profile, post]) {
      for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
        expect(imageFileProblem({ type, size: limits.maxBytes }, limits)).toBeNull();
      }
    }
  });

  it('refuses other types and larger files with a clear message', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, profile)).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, post)).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'image/png', size: profile.maxBytes + 1 }, profile)).toBe(
      'The image must be 5 MB or smaller.',
    );
  });
});
