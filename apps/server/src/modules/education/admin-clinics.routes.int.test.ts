import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics, userClinics } from '../../db/schema';
import { adminSuite } from '../../test/admin-calls';
import { createClinic, createUser } from '../../test/factories';
import { adminClinicBody } from '../../test/fixtures/education-admin';
import { expectAdminImageUpload } from '../../test/image-upload-checks';

const suite = adminSuite();
const { as, admin, user, create } = suite;

const now = () => new Date().toISOString();
const actions = async (entityId: string) =>
  (await suite.audit(entityId)).map((a) => `${a.entity}:${a.action}`);
const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);

/** What Education's Clinics tab and the sign-up list show, as a member. */
const educationClinics = async (search: string) =>
  ids((await user().get(`/api/clinic/get?search=${encodeURIComponent(search)}`)).json().data);
const signUpClinics = async () =>
  ids((await as(undefined).get('/api/clinic/public/clinicList')).json().data);

describe('admin clinics: access', () => {
  it('401 anonymous and 403 for a member on every call; 404 for an unknown id', async () => {
    const c = await create('clinics', adminClinicBody());
    const calls = [
      (x: ReturnType<typeof as>) => x.get('/api/admin/clinics'),
      (x: ReturnType<typeof as>) => x.get(`/api/admin/clinics/${c._id}`),
      (x: ReturnType<typeof as>) => x.post('/api/admin/clinics', adminClinicBody()),
      (x: ReturnType<typeof as>) => x.patch(`/api/admin/clinics/${c._id}`, { name: 'Mine now' }),
      (x: ReturnType<typeof as>) => x.del(`/api/admin/clinics/${c._id}`),
    ];
    for (const call of calls) {
      expect((await call(as(undefined))).statusCode).toBe(401);
      expect((await call(user())).statusCode).toBe(403);
    }
    expect((await admin().get(`/api/admin/clinics/${c._id}`)).json().data.name).toBe(c.name);
    const missing = randomUUID();
    expect((await admin().get(`/api/admin/clinics/${missing}`)).statusCode).toBe(404);
    expect((await admin().patch(`/api/admin/clinics/${missing}`, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await admin().del(`/api/admin/clinics/${missing}`)).statusCode).toBe(404);
  });
});

describe('admin clinics', () => {
  it('a new clinic is offered at sign-up at once, and on the Clinics tab once published', async () => {
    const c = await create('clinics', adminClinicBody());
    expect(c).toMatchObject({ status: 'draft', hasProfile: true, memberCount: 0 });
    expect(await signUpClinics()).toContain(c._id);
    expect(await educationClinics(c.name)).toEqual([]);
    expect((await user().get(`/api/clinic/get/${c._id}`)).statusCode).toBe(404);

    const res = await admin().patch(`/api/admin/clinics/${c._id}`, { publishedAt: now() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await educationClinics(c.name)).toEqual([c._id]);
    const shown = (await user().get(`/api/clinic/get/${c._id}`)).json().data;
    expect(shown).toMatchObject({
      name: c.name,
      town: 'Leeds',
      address: '12 Park Row, Leeds',
      specialisms: ['chronic-pain'],
      services: ['Initial assessment', 'Follow-up reviews'],
      phone: '0113 496 0000',
      imageUrl: null,
    });
    // By town, as the tab's filter asks.
    const leeds = await user().get(
      `/api/clinic/get?city=Leeds&search=${encodeURIComponent(c.name)}`,
    );
    expect(ids(leeds.json().data)).toEqual([c._id]);
    expect(await actions(c._id)).toEqual(['clinic:create', 'clinic:publish']);
  });

  it('a clinic kept off the sign-up list is not offered there', async () => {
    const c = await create('clinics', { ...adminClinicBody(), listedAtSignUp: false });
    expect(await signUpClinics()).not.toContain(c._id);
    await admin().patch(`/api/admin/clinics/${c._id}`, { listedAtSignUp: true });
    expect(await signUpClinics()).toContain(c._id);
  });

  it('refuses bad fields with their messages (400), and an empty change', async () => {
    const bad = await admin().post('/api/admin/clinics', {
      ...adminClinicBody(),
      name: '',
      town: 'Atlantis',
      postcode: 'NOPE',
      phone: '12',
      website: 'javascript:alert(1)',
      specialisms: ['astrology'],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields;
    expect(fields.name).toBe('This field is required');
    expect(fields.town).toBe('Choose a town or city from the list');
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['postcode', 'phone', 'website', 'specialisms.0']),
    );
    const c = await create('clinics', adminClinicBody());
    expect((await admin().patch(`/api/admin/clinics/${c._id}`, {})).statusCode).toBe(400);
    expect(
      (await admin().patch(`/api/admin/clinics/${c._id}`, { imageUrl: '/uploads/news/x.webp' }))
        .statusCode,
    ).toBe(400);
  });

  it('lists clinics made at sign-up time without a profile, and makes one on a full save', async () => {
    const db = suite.t().database.db;
    const name = `Bare clinic ${randomUUID().slice(0, 6)}`;
    const id = await createClinic(db, name);
    const listed = await admin().get(`/api/admin/clinics?search=${encodeURIComponent(name)}`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ _id: id, hasProfile: false, status: 'draft', address: '' }),
    ]);
    expect(listed.json().option[0].count).toBe(1);
    const partial = await admin().patch(`/api/admin/clinics/${id}`, { summary: 'Only this.' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toMatchObject({ address: 'This field is required' });
    // The clinic's own fields need no profile.
    expect(
      (await admin().patch(`/api/admin/clinics/${id}`, { postcode: 'ls2 7ab' })).json().data,
    ).toMatchObject({ postcode: 'LS2 7AB', hasProfile: false });

    const { name: _n, town: _t, postcode: _p, ...profile } = adminClinicBody();
    const full = await admin().patch(`/api/admin/clinics/${id}`, {
      ...profile,
      publishedAt: now(),
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toMatchObject({ hasProfile: true, status: 'published' });
    expect(await educationClinics(name)).toEqual([id]);
  });

  it('takes a picture uploaded for clinics, and the Clinics tab shows it', async () => {
    const c = await create('clinics', { ...adminClinicBody(), publishedAt: now() });
    await expectAdminImageUpload(suite.t(), {
      url: '/api/admin/clinics/image',
      folder: 'clinics',
      admin: suite.tokens.admin,
      user: suite.tokens.user,
      attach: async (imageUrl) => {
        const res = await admin().patch(`/api/admin/clinics/${c._id}`, { imageUrl });
        return { statusCode: res.statusCode, imageUrl: res.json().data?.imageUrl };
      },
    });
    const shown = (await user().get(`/api/clinic/get?search=${encodeURIComponent(c.name)}`)).json()
      .data[0];
    expect(shown.imageUrl).toMatch(/^\/uploads\/clinics\/.+\.webp$/);
  });

  it('removing a clinic people picked keeps them and their link; it is offered nowhere after', async () => {
    const db = suite.t().database.db;
    const c = await create('clinics', { ...adminClinicBody(), publishedAt: now() });
    const member = await createUser(db, { selfCertified: true });
    await db.insert(userClinics).values({ userId: member.id, clinicId: c._id });
    expect((await admin().get(`/api/admin/clinics/${c._id}`)).json().data.memberCount).toBe(1);

    const res = await admin().del(`/api/admin/clinics/${c._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ _id: c._id });

    expect(await signUpClinics()).not.toContain(c._id);
    expect(await educationClinics(c.name)).toEqual([]);
    expect((await user().get(`/api/clinic/get/${c._id}`)).statusCode).toBe(404);
    expect((await admin().get(`/api/admin/clinics/${c._id}`)).statusCode).toBe(404);
    expect((await admin().del(`/api/admin/clinics/${c._id}`)).statusCode).toBe(404);
    const listed = await admin().get(`/api/admin/clinics?search=${encodeURIComponent(c.name)}`);
    expect(listed.json().data).toEqual([]);

    // The member still logs in and their account still names the clinic they picked.
    const link = await db
      .select()
      .from(userClinics)
      .where(and(eq(userClinics.userId, member.id), eq(userClinics.clinicId, c._id)));
    expect(link).toHaveLength(1);
    const session = await suite.t().login(member.email, member.password);
    const profile = await suite
      .t()
      .request({ method: 'GET', url: '/api/user/profile', token: session.token });
    expect(profile.statusCode).toBe(200);
    const account = await admin().get(`/api/admin/users/${member.id}`);
    expect(account.statusCode).toBe(200);
    expect(ids(account.json().data.clinics)).toEqual([c._id]);
    const [row] = await db.select().from(clinics).where(eq(clinics.id, c._id));
    expect(row?.removedAt).not.toBeNull();
    expect(await actions(c._id)).toEqual(['clinic:create', 'clinic:delete']);
  });
});
