import { eq } from 'drizzle-orm';
import { uploadUrl } from '../infra/storage';
import { media, users } from './schema';

// A person as lists name them: their name and avatar, read from `users` joined (left) with their
// avatar's `media` row. Every select of an author, member or contact takes these columns, and
// every such row becomes the contract's `media` list through `avatarMedia`.

/** Select beside the person's id, from `users` and `.leftJoin(media, avatarOfUser)`. */
export const nameAndAvatarColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  mediaId: media.id,
  mediaPath: media.path,
  mediaThumbPath: media.thumbPath,
};

/** The join of a user's avatar (left: a person without one is still listed). */
export const avatarOfUser = eq(media.id, users.avatarMediaId);

/** The avatar's columns of a row selected with `nameAndAvatarColumns`. */
export interface AvatarColumns {
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
}

/** The contract's `media` of a person: their avatar, or none. */
export const avatarMedia = (r: AvatarColumns) =>
  r.mediaId && r.mediaPath && r.mediaThumbPath
    ? [{ _id: r.mediaId, url: uploadUrl(r.mediaPath), thumbUrl: uploadUrl(r.mediaThumbPath) }]
    : [];
