import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** The answer to an upload that is not a JPEG, PNG or WebP image (or holds no file at all). */
export const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP image.';

/** The 400 of a refused image upload, on field `file`. */
export const notAnImage = () => badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });

/**
 * The bytes of the multipart field `file` (profile and community post images). A request that is
 * not multipart, or a body that is not well-formed multipart (a missing boundary, a part cut
 * short), is bad input, not a server error; the size limits keep their 413.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw notAnImage();
    // toBuffer throws a 413 past the multipart fileSize limit.
    return await file.toBuffer();
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw notAnImage();
  }
}

/**
 * The multipart field `file` with the name it was sent under (CPD evidence keeps its name), or
 * `refused` when there is none; the size limits keep their 413, as in `uploadedFile`.
 */
export async function uploadedNamedFile(
  request: FastifyRequest,
  refused: () => Error,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw refused();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw refused();
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw refused();
  }
}
