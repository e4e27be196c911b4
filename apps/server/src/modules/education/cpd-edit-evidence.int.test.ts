import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { education } from '@portal/contract';
import { londonToday } from '@portal/contract';
import { createUser } from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

/**
 * Issue 45: editing one's own CPD record to attach one's own evidence checked the upload's owner
 * on the global database inside the edit's transaction. PGlite (one connection) then waited for
 * itself and stopped answering everyone; PostgreSQL with a busy pool (here a pool of one) did the
 * same. The guard is off here, so this shows the hang itself, not the guard's refusal.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  const database = await createTestDatabase({ poolSize: 1, guard: false });
  t = await createTestApp({ database });
  const user = await createUser(t.database.db);
  token = (await t.login(user.email, user.password)).token;
});
afterAll(() => t.close());

/** The answer, or a failure naming the hang after 10 s (rather than the test's own time-out). */
async function answered<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} got no answer in 10 s`)), 10_000);
  });
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe('editing a CPD record to attach one’s own evidence', () => {
  it('answers, and the server goes on answering', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#396' } })
      .png()
      .toBuffer();
    const form = (evidence: education.CpdEvidence[]): education.CpdEntryForm => ({
      type: 'unplanned',
      title: 'Terpene profiles in practice',
      activityDate: londonToday(),
      learnedWhat: 'How myrcene-dominant flowers are described.',
      whyRelevant: 'Patients ask about them.',
      benefitExample: 'Clearer answers at the counter.',
      evidence,
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/cpd/create',
      token,
      payload: form([]),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { payload, headers } = multipartFile('file', 'certificate.png', 'image/png', png);
    const upload = await t.request({
      method: 'POST',
      url: '/api/cpd/evidence',
      token,
      headers,
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const file = upload.json().data as education.CpdEvidenceUpload;

    const edited = await answered(
      'PUT /api/cpd/edit',
      t.request({
        method: 'PUT',
        url: `/api/cpd/edit/${created.json().data._id}`,
        token,
        payload: form([{ url: file.url, name: file.name }]),
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.evidence).toEqual([{ url: file.url, name: 'certificate.webp' }]);

    const ready = await answered('GET /readyz', t.request({ method: 'GET', url: '/readyz' }));
    expect(ready.statusCode).toBe(200);
  });
});
