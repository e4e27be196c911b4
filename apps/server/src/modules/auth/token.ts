import { createHash, randomBytes } from 'node:crypto';

/** A new opaque bearer token: 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked sessions table gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
