import sharp from 'sharp';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface ResizedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  mimeType: 'image/webp';
}

/**
 * Reads the image by its content (never its name or declared type) and makes the stored sizes.
 * Returns null when the bytes are not a JPEG, PNG or WebP image.
 */
export async function resizeProfileImage(bytes: Buffer): Promise<ResizedImage | null> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !ACCEPTED.has(format)) return null;
  // Square crops: 512 px for the profile page, 96 px for avatars in lists and headers.
  const base = sharp(bytes, { failOn: 'error' }).rotate();
  const [large, thumb] = await Promise.all([
    base
      .clone()
      .resize(512, 512, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
    base.clone().resize(96, 96, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
  ]);
  return {
    large: large.data,
    thumb,
    width: large.info.width,
    height: large.info.height,
    mimeType: 'image/webp',
  };
}
