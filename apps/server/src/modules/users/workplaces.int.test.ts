import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: { id: string; token: string };
let b: { id: string; token: string };

const place = {
  name: 'Boots, Leeds',
  position: 'Pharmacist manager',
  town: 'Leeds',
  postcode: 'ls1 4ap',
  startDate: '2019-04-01',
  endDate: '',
};

beforeAll(async () => {
  t = await createTestApp();
  const ua = await createUser(t.database.db);
  const ub = await createUser(t.database.db);
  a = { id: ua.id, token: (await t.login(ua.email, ua.password)).token };
  b = { id: ub.id, token: (await t.login(ub.email, ub.password)).token };
});
afterAll(() => t.close());

describe('work places', () => {
  it('creates, lists, reads, edits and deletes one’s own', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/workplace/create',
      token: a.token,
      payload: place,
    });
    expect(created.statusCode).toBe(200);
    const w = created.json().data;
    expect(w).toMatchObject({ userId: a.id, postcode: 'LS1 4AP', endDate: null });

    expect(
      (await t.request({ method: 'GET', url: '/api/workplace/get', token: a.token })).json().data,
    ).toHaveLength(1);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/workplace/get?userId=${a.id}`, token: a.token })
      ).json().data[0]._id,
    ).toBe(w._id);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/workplace/get/${w._id}`, token: a.token })
      ).json().data.name,
    ).toBe('Boots, Leeds');

    const edited = await t.request({
      method: 'PUT',
      url: `/api/workplace/edit/${w._id}`,
      token: a.token,
      payload: { ...place, endDate: '2021-06-30' },
    });
    expect(edited.json().data.endDate).toBe('2021-06-30');

    expect(
      (await t.request({ method: 'DELETE', url: `/api/workplace/delete/${w._id}`, token: a.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/workplace/get/${w._id}`, token: a.token }))
        .statusCode,
    ).toBe(404);
  });

  it('hides and protects another user’s work places', async () => {
    const w = (
      await t.request({
        method: 'POST',
        url: '/api/workplace/create',
        token: a.token,
        payload: place,
      })
    ).json().data;
    expect(
      (await t.request({ method: 'GET', url: `/api/workplace/get?userId=${a.id}`, token: b.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/workplace/get/${w._id}`, token: b.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/workplace/edit/${w._id}`,
          token: b.token,
          payload: place,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/workplace/delete/${w._id}`, token: b.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/workplace/get/${w._id}`, token: a.token })
      ).json().data.name,
    ).toBe('Boots, Leeds');
  });

  it('validates input and ids', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/workplace/create',
      token: a.token,
      payload: { ...place, name: '', postcode: 'x', endDate: '2010-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'This field is required',
      postcode: 'This Field must contain valid uk format postcode',
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/workplace/get/not-a-uuid', token: a.token }))
        .statusCode,
    ).toBe(400);
    const backwards = await t.request({
      method: 'POST',
      url: '/api/workplace/create',
      token: a.token,
      payload: { ...place, endDate: '2010-01-01' },
    });
    expect(backwards.json().fields).toEqual({
      endDate: 'The end date must be on or after the start date',
    });
  });
});
