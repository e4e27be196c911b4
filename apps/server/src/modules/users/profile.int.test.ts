import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { NOT_AN_IMAGE } from '../../http/uploads';
import { createUser } from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { mailedTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loggedIn() {
  const u = await createUser(t.database.db);
  return { ...u, token: (await t.login(u.email, u.password)).token };
}

const ownersOf = async (keys: string[]) =>
  (await t.database.db.select().from(uploads).where(inArray(uploads.key, keys))).map(
    (r) => r.ownerId,
  );

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('changes details; left-out fields stay and blank optional ones are cleared', async () => {
    const a = await loggedIn();
    const specialityId = (await t.request({ method: 'GET', url: '/api/speciality' })).json().data[1]
      ._id;
    const first = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      token: a.token,
      payload: {
        firstName: 'Eilidh',
        biography: 'Pain pharmacist in Glasgow.',
        contactNumber: '0141 496 0000',
        postcode: 'g12 8qq',
        specialityId,
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      firstName: 'Eilidh',
      lastName: 'User',
      biography: 'Pain pharmacist in Glasgow.',
      postcode: 'G12 8QQ',
      speciality: { _id: specialityId },
    });

    const second = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      token: a.token,
      payload: { biography: '', postcode: '' },
    });
    expect(second.json().data).toMatchObject({
      firstName: 'Eilidh',
      biography: null,
      postcode: null,
      contactNumber: '0141 496 0000',
    });
  });

  it('validates with the spec messages and refuses unknown fields', async () => {
    const a = await loggedIn();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      token: a.token,
      payload: { firstName: '', contactNumber: '12', postcode: 'nope', isSelfCertificated: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'This field is required',
      contactNumber: 'This Field must contain valid uk format contact number',
      postcode: 'This Field must contain valid uk format postcode',
      _: 'Unknown field(s): isSelfCertificated',
    });
  });
});

describe('profile image', () => {
  it('stores a resized image as the first media url and removes it', async () => {
    const a = await loggedIn();
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile/image',
      token: a.token,
      ...multipartFile('file', 'me.png', 'image/png', await png()),
    });
    expect(res.statusCode).toBe(200);
    const [m] = res.json().data.media;
    // A random name that says nothing of its owner (issue 27); the owner is in the database.
    expect(m.url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-512\.webp$/);
    expect(m.thumbUrl).toBe(m.url.replace('-512.webp', '-96.webp'));
    expect(m.url).not.toContain(a.id);
    const keys = [m.url, m.thumbUrl].map((u: string) => u.replace('/uploads/', ''));
    expect(await ownersOf(keys)).toEqual([a.id, a.id]);

    const served = await t.app.inject({ method: 'GET', url: m.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const file = join(t.config.DATA_DIR, 'uploads', m.url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);

    // Another user cannot remove it.
    const b = await loggedIn();
    expect(
      (await t.request({ method: 'POST', url: `/api/media/${m._id}`, token: b.token })).statusCode,
    ).toBe(404);

    const removed = await t.request({ method: 'POST', url: `/api/media/${m._id}`, token: a.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.media).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(await ownersOf(keys)).toEqual([]);
  });

  it('replaces the image: the new one shows, the old files and owner rows go', async () => {
    const a = await loggedIn();
    const put = async () =>
      t.request({
        method: 'POST',
        url: '/api/user/profile/image',
        token: a.token,
        ...multipartFile('file', 'me.png', 'image/png', await png()),
      });
    const [first] = (await put()).json().data.media;
    const [second] = (await put()).json().data.media;
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    const profile = await t.request({ method: 'GET', url: '/api/user/profile', token: a.token });
    expect(profile.json().data.media[0].url).toBe(second.url);
    expect(await ownersOf([first.url.replace('/uploads/', '')])).toEqual([]);
  });

  it('checks by content: a PNG named .jpg is read as PNG, a text file named .png is refused', async () => {
    const a = await loggedIn();
    const renamed = await t.request({
      method: 'POST',
      url: '/api/user/profile/image',
      token: a.token,
      ...multipartFile('file', 'photo.jpg', 'image/jpeg', await png()),
    });
    expect(renamed.statusCode).toBe(200);

    const text = await t.request({
      method: 'POST',
      url: '/api/user/profile/image',
      token: a.token,
      ...multipartFile(
        'file',
        'photo.png',
        'image/png',
        Buffer.from('this is not an image at all'),
      ),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(NOT_AN_IMAGE);
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const a = await loggedIn();
    for (const payload of [
      '--nope\r\nContent-Disposition: form-data\r\n\r\n',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxyz',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/user/profile/image',
        token: a.token,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ error: NOT_AN_IMAGE, code: 'VALIDATION' });
    }
  });

  it('refuses a file over 5 MiB with 413', async () => {
    const a = await loggedIn();
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile/image',
      token: a.token,
      ...multipartFile('file', 'big.png', 'image/png', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBeTruthy();
  });
});

describe('DELETE /api/user/:userId', () => {
  it('needs the right password and the caller’s own id', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const wrong = await t.request({
      method: 'DELETE',
      url: `/api/user/${a.id}`,
      token: a.token,
      payload: { password: 'Nope!123' },
    });
    expect(wrong.statusCode).toBe(400);
    const other = await t.request({
      method: 'DELETE',
      url: `/api/user/${b.id}`,
      token: a.token,
      payload: { password: a.password },
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: b.token })).statusCode,
    ).toBe(200);
  });

  it('anonymises the account, revokes its sessions and stops log-in', async () => {
    const a = await loggedIn();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/user/${a.id}`,
      token: a.token,
      payload: { password: a.password },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: a.token })).statusCode,
    ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: a.email, password: a.password },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe('The e-mail or password is incorrect.');
    // The address the account had is told, with when (read before the deletion forgot it).
    const notice = await mailedTo(t.config.DATA_DIR, a.email, 'Your account was deleted');
    expect(notice).toMatch(/was deleted on \w+day \d{1,2} \w+ \d{4}, \d{2}:\d{2} \(UK time\)/);
  });
});
