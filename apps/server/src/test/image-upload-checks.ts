import sharp from 'sharp';
import { expect } from 'vitest';
import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contract';
import { NOT_AN_IMAGE } from '../http/uploads';
import { multipartFile } from './multipart';
import type { TestApp } from './test-app';

/** A small real PNG, as an admin's image field would send. */
export const samplePng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();

/**
 * The checks every admin image upload passes (decision 100): a real image is stored as WebP
 * under its folder and the item takes its url; a file that is not an image by content is a 400
 * `NOT_AN_IMAGE`, one over the limit a 413, a non-admin a 403; the item refuses a url its upload
 * did not give. `attach` saves an item with the url and answers the status.
 */
export async function expectAdminImageUpload(
  t: TestApp,
  opts: {
    url: string;
    folder: string;
    admin: string;
    user: string;
    attach: (imageUrl: string) => Promise<{ statusCode: number; imageUrl?: string | null }>;
  },
) {
  const png = await samplePng();
  const up = (bytes: Buffer, token = opts.admin) =>
    t.request({
      method: 'POST',
      url: opts.url,
      token,
      ...multipartFile('file', 'image.png', 'image/png', bytes),
    });

  const ok = await up(png);
  expect(ok.statusCode, ok.body).toBe(200);
  const imageUrl = ok.json().data.imageUrl as string;
  expect(imageUrl).toMatch(new RegExp(`^/uploads/${opts.folder}/[0-9a-f-]+\\.webp$`));
  const attached = await opts.attach(imageUrl);
  expect(attached.statusCode).toBe(200);
  expect(attached.imageUrl).toBe(imageUrl);

  // A PDF named and typed as a PNG is checked by its content.
  const fake = await up(Buffer.from('%PDF-1.4 not an image'));
  expect(fake.statusCode).toBe(400);
  expect(fake.json().error).toBe(NOT_AN_IMAGE);
  expect((await up(Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1, 1))).statusCode).toBe(413);
  expect((await up(png, opts.user)).statusCode).toBe(403);

  const foreign = await opts.attach(
    `/uploads/${opts.folder}/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp`,
  );
  expect(foreign.statusCode).toBe(400);
  const elsewhere = await opts.attach(imageUrl.replace(opts.folder, 'community'));
  expect(elsewhere.statusCode).toBe(400);
}
