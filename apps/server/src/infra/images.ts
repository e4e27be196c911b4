import sharp from 'sharp';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface ResizedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  mimeType: 'image/webp';
}

/** Whether the bytes are a JPEG, PNG or WebP image, read by content (never a name or type). */
async function isAcceptedImage(bytes: Buffer): Promise<boolean> {
  try {
    const { format } = await sharp(bytes).metadata();
    return !!format && ACCEPTED.has(format);
  } catch {
    return false;
  }
}

/**
 * Reads the image by its content (never its name or declared type) and makes the stored sizes.
 * Returns null when the bytes are not a JPEG, PNG or WebP image.
 */
export async function resizeProfileImage(bytes: Buffer): Promise<ResizedImage | null> {
  if (!(await isAcceptedImage(bytes))) return null;
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

export interface ScaledImage {
  data: Buffer;
  width: number;
  height: number;
  mimeType: 'image/webp';
}

/**
 * A post's image: read by content as the profile image, turned upright, scaled down (never up)
 * to at most `maxSide` pixels on its longest side, WebP without its metadata (no camera or GPS
 * tags). Returns null when the bytes are not a JPEG, PNG or WebP image, or cannot be decoded.
 */
export async function scaleImage(bytes: Buffer, maxSide: number): Promise<ScaledImage | null> {
  if (!(await isAcceptedImage(bytes))) return null;
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mimeType: 'image/webp' };
  } catch {
    // A header that reads as an image over a body that does not decode.
    return null;
  }
}
