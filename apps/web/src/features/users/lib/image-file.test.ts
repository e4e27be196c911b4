import { describe, expect, it } from 'vitest';
import { users } from '@portal/contract';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageFileProblem } from './image-file';

describe('profile image check', () => {
  it('accepts JPEG, PNG and WebP up to 5 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(imageFileProblem({ type, size: users.PROFILE_IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files with a clear message', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'image/png', size: users.PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      IMAGE_SIZE_MESSAGE,
    );
    expect(IMAGE_SIZE_MESSAGE).toBe('The image must be 5 MB or smaller.');
  });
});
