import { community } from '@portal/contract';

const { POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES } = community;

/** Shown when the picked file is not a JPEG, PNG or WebP image. */
export const POST_IMAGE_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP image.';
/** Shown when the picked file is larger than the server accepts. */
export const POST_IMAGE_SIZE_MESSAGE = `The image must be ${POST_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`;

/**
 * Why a picked file cannot be a post's image, or null when it can. The server checks the content
 * again; this saves uploading 5 MB to hear "no".
 */
export function postImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return POST_IMAGE_TYPE_MESSAGE;
  if (file.size > POST_IMAGE_MAX_BYTES) return POST_IMAGE_SIZE_MESSAGE;
  return null;
}
