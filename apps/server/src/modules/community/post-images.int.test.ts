import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { community } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { NOT_AN_IMAGE } from '../../http/uploads';
import { createUser } from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_YOUR_IMAGE } from './posts.service';

// Post images (decision 43): POST community/post/image stores a scaled WebP at a random
// /uploads/community/<uuid>.webp that names nobody (issue 27), and a post may carry only one of
// its author's own uploads, as the uploads table records them.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Person {
  id: string;
  token: string;
}

async function person(): Promise<Person> {
  const u = await createUser(t.database.db);
  return { id: u.id, token: (await t.login(u.email, u.password)).token };
}

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

const upload = (who: Person, bytes: Buffer, name = 'leaflet.png', type = 'image/png') =>
  t.request({
    method: 'POST',
    url: '/api/community/post/image',
    token: who.token,
    ...multipartFile('file', name, type, bytes),
  });

async function uploaded(who: Person): Promise<string> {
  const res = await upload(who, await png());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.imageUrl as string;
}

const createPost = (who: Person, payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/community/post/create',
    token: who.token,
    payload: { title: 'Inhaler technique', body: '<p>See the picture.</p>', ...payload },
  });

const editPost = (who: Person, id: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/community/post/edit/${id}`, token: who.token, payload });

describe('POST /api/community/post/image', () => {
  it('stores a scaled-down WebP at a random name, owned by the caller, and serves it', async () => {
    const a = await person();
    const res = await upload(a, await png(3200, 1000), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json().data as community.PostImage;
    expect(imageUrl).toMatch(/^\/uploads\/community\/[0-9a-f-]{36}\.webp$/);
    expect(imageUrl).not.toContain(a.id);
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, imageUrl.replace('/uploads/', '')));
    expect(row?.ownerId).toBe(a.id);

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      community.POST_IMAGE_MAX_SIDE,
      500,
    ]);

    // A small image is kept at its size, never enlarged; every upload gets a new name.
    const again = await uploaded(a);
    expect(again).not.toBe(imageUrl);
    const small = await t.app.inject({ method: 'GET', url: again });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(800);
  });

  it('refuses what is not an image, a file over 5 MiB and a body that is not multipart', async () => {
    const a = await person();
    const text = await upload(a, Buffer.from('this is not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: NOT_AN_IMAGE, fields: { file: NOT_AN_IMAGE } });

    const gif = await upload(
      a,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'a.gif',
      'image/gif',
    );
    expect(gif.statusCode).toBe(400);

    const big = await upload(a, Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBeTruthy();

    const json = await t.request({
      method: 'POST',
      url: '/api/community/post/image',
      token: a.token,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(NOT_AN_IMAGE);
  });
});

describe('a post’s image', () => {
  it('carries the author’s own upload in every answer, and can be kept, changed or removed', async () => {
    const a = await person();
    const imageUrl = await uploaded(a);
    const created = await createPost(a, { imageUrl });
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json().data as community.Post;
    expect(post.imageUrl).toBe(imageUrl);

    const b = await person();
    const seen = await t.request({
      method: 'GET',
      url: `/api/community/post/get/${post._id}`,
      token: b.token,
    });
    expect(seen.json().data.imageUrl).toBe(imageUrl);
    const list = await t.request({
      method: 'GET',
      url: `/api/community/post/get?authorId=${a.id}`,
      token: b.token,
    });
    expect(list.json().data[0]).toMatchObject({ _id: post._id, imageUrl });

    // The current image sent back as it is, a new one of the author's, then none.
    expect((await editPost(a, post._id, { title: 'Renamed', imageUrl })).statusCode).toBe(200);
    const next = await uploaded(a);
    const changed = await editPost(a, post._id, { imageUrl: next });
    expect(changed.json().data.imageUrl).toBe(next);
    const removed = await editPost(a, post._id, { imageUrl: null });
    expect(removed.json().data.imageUrl).toBeNull();
  });

  it('refuses another person’s upload, or any url that is not the caller’s upload, with 400', async () => {
    const a = await person();
    const b = await person();
    const theirs = await uploaded(a);
    const refused = await createPost(b, { imageUrl: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: NOT_YOUR_IMAGE,
      fields: { imageUrl: NOT_YOUR_IMAGE },
    });

    // B's own avatar is B's upload, but not a post image.
    const profile = await t.request({
      method: 'POST',
      url: '/api/user/profile/image',
      token: b.token,
      ...multipartFile('file', 'me.png', 'image/png', await png()),
    });
    const avatar = profile.json().data.media[0].url as string;
    const file = theirs.split('/').pop()!;
    for (const imageUrl of [
      `/uploads/community/${b.id}/${file}`,
      `/uploads/community/sub/${file}`,
      theirs.replace('.webp', '.png'),
      avatar,
      '/uploads/posts/leaflet.png',
    ]) {
      expect((await createPost(b, { imageUrl })).statusCode, imageUrl).toBe(400);
    }

    const own = await createPost(b, {});
    expect(own.statusCode).toBe(200);
    const edit = await editPost(b, own.json().data._id, { imageUrl: theirs });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ imageUrl: NOT_YOUR_IMAGE });
  });

  it('is owned as the database says, not as the path looks', async () => {
    const a = await person();
    const imageUrl = await uploaded(a);
    const key = imageUrl.replace('/uploads/', '');
    // The file is there, at a post image's name, but nobody is recorded as its uploader.
    await t.database.db.delete(uploads).where(eq(uploads.key, key));
    const refused = await createPost(a, { imageUrl });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ imageUrl: NOT_YOUR_IMAGE });

    const b = await person();
    await t.database.db.insert(uploads).values({ key, ownerId: b.id });
    const attached = await createPost(b, { imageUrl });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.imageUrl).toBe(imageUrl);
  });
});
