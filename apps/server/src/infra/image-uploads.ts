import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { notAnImage } from '../http/uploads';
import { scaleImage } from './images';
import type { Uploads } from './uploads';

export interface ImageUploadsOptions {
  /** Without it, uploads are refused and only null or the current url pass (demo seeding, tests). */
  uploads?: Uploads;
  /** The stored keys' folder ('news', 'products'): a url from another folder is refused. */
  folder: string;
  maxSide: number;
  /** The 400's message on `imageUrl` for a url this store did not give. */
  notOurs: string;
  /** Only the uploader may attach the file (people's posts); admins' content is shared by admins. */
  ownerOnly?: boolean;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The one way an item's image is stored and attached (decision 100): read by content as an
 * avatar is, scaled down, kept as WebP under its kind's folder with an `uploads` row (so the
 * sweep sees it), and later accepted on the item only if it is such a file.
 */
export function createImageUploads({
  uploads,
  folder,
  maxSide,
  notOurs,
  ownerOnly = false,
}: ImageUploadsOptions) {
  const keyPattern = new RegExp(`^${folder}/${UUID}\\.webp$`);
  return {
    /** Stores the bytes of an upload; a 400 `NOT_AN_IMAGE` when they are not an image. */
    async store(bytes: Buffer, ownerId: string): Promise<{ imageUrl: string }> {
      if (!uploads) throw notAnImage();
      const image = await scaleImage(bytes, maxSide);
      if (!image) throw notAnImage();
      const key = uploads.newKey(folder, '.webp');
      await uploads.put(ownerId, key, image.data);
      return { imageUrl: uploads.url(key) };
    },

    /**
     * The image an item may carry: `undefined` (not sent) and null pass, as does the item's
     * current url; anything else must be a file uploaded to this store (by the sender when `ownerOnly`). Inside a
     * transaction pass it: PGlite has one connection, so a read beside it would wait for ever.
     */
    async checked<T extends string | null | undefined>(
      url: T,
      ownerId: string,
      current: string | null = null,
      tx?: Db,
    ): Promise<T> {
      if (url === undefined || url === null || url === current) return url;
      const key = uploads?.keyOf(url);
      const ours =
        !!key &&
        keyPattern.test(key) &&
        (ownerOnly ? await uploads!.isOwner(ownerId, key) : await uploads!.exists(key, tx));
      if (!ours) throw badRequest(notOurs, { imageUrl: notOurs });
      return url;
    },
  };
}

export type ImageUploads = ReturnType<typeof createImageUploads>;
