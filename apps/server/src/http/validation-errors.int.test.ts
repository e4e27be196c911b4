import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_ERRORS, messages } from '@portal/contract';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// The `error` of a refused input is what the snack shows (SPEC §8): a sentence a person
// understands, while `fields` keep each field's own message for the form.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const u = await createUser(t.database.db);
  token = (await t.login(u.email, u.password)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

describe('the error of a refused input', () => {
  it('says a link is broken for a bad id in the path, keeping the field message', async () => {
    const res = await call('GET', '/api/newsFeed/get/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This link is broken or out of date: the item it points to could not be found.',
      code: 'VALIDATION',
      fields: { id: 'Invalid id' },
    });
  });

  it('says a link is broken for a bad id in the query', async () => {
    const res = await call('GET', '/api/newsFeed/comment/get?newsFeedId=42');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: INPUT_ERRORS.link,
      fields: { newsFeedId: 'Invalid article id' },
    });
  });

  it('says a list’s options are not valid for any other query', async () => {
    const res = await call('GET', '/api/event/calendar?month=2026-13');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: INPUT_ERRORS.options,
      fields: { month: 'This field must be a month (YYYY-MM)' },
    });
    expect((await call('GET', '/api/event/upcoming/get?limit=0')).json().error).toBe(
      INPUT_ERRORS.options,
    );
  });

  it('leads with the SPEC §5 message of a form’s field', async () => {
    const res = await call('POST', '/api/newsFeed/comment/create', {
      newsFeedId: randomUUID(),
      comment: '<b>bold</b>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: messages.commentPattern,
      fields: { comment: messages.commentPattern },
    });
    const long = await call('POST', '/api/newsFeed/comment/create', {
      newsFeedId: randomUUID(),
      comment: 'a'.repeat(5000),
    });
    expect(long.json().error).toMatch(/^This field must be \d+ characters or less$/);
  });

  it('asks to check the details for a form’s value with a message of its own', async () => {
    const res = await call('POST', '/api/community/post/create', {
      title: 'Dosing question',
      body: '<p>How do you titrate?</p>',
      imageUrl: 'https://elsewhere.test/a.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: INPUT_ERRORS.form,
      fields: { imageUrl: 'Invalid image' },
    });
  });

  it('asks for a reload when the page sent what no person types', async () => {
    const badId = await call('POST', '/api/newsFeed/comment/create', {
      newsFeedId: 'x',
      comment: 'Thanks',
    });
    expect(badId.json()).toMatchObject({
      error: 'This page is out of date. Please reload it and try again.',
      fields: { newsFeedId: 'Invalid article id' },
    });
    const unknown = await call('POST', '/api/newsFeed/comment/create', {
      newsFeedId: randomUUID(),
      comment: 'Thanks',
      extra: 1,
    });
    expect(unknown.json()).toMatchObject({
      error: INPUT_ERRORS.stale,
      fields: { _: 'Unknown field(s): extra' },
    });
  });
});
