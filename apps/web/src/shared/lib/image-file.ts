/** What an upload endpoint accepts: the contract's types and size (profile and post images). */
export interface ImageLimits {
  types: readonly string[];
  maxBytes: number;
}

/** Shown when the picked file is not one of the accepted image types. */
export const IMAGE_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP image.';

/** Shown when the picked file is larger than the server accepts. */
export const imageSizeMessage = (maxBytes: number) =>
  `The image must be ${maxBytes / 1024 / 1024} MB or smaller.`;

/**
 * Why a picked file cannot be uploaded as an image, or null when it can. The server checks the
 * content again; this saves uploading 5 MB to hear "no".
 */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  { types, maxBytes }: ImageLimits,
): string | null {
  if (!types.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > maxBytes) return imageSizeMessage(maxBytes);
  return null;
}
