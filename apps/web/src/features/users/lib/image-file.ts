import { users } from '@portal/contract';

const { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } = users;

/** Shown when the picked file is not a JPEG, PNG or WebP image. */
export const IMAGE_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP image.';
/** Shown when the picked file is larger than the server accepts. */
export const IMAGE_SIZE_MESSAGE = `The image must be ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`;

/**
 * Why a picked file cannot be a profile image, or null when it can. The server checks the
 * content again; this saves uploading 5 MB to hear "no".
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
