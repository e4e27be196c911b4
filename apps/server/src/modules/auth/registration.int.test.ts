import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic } from '../../test/factories';
import { linkIn, startSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BAD_REGISTER_TOKEN, BAD_VERIFY_LINK, DUPLICATE_EMAIL } from './registration.service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let roleId: string;
let specialityId: string;
let clinicId: string;

const account = (email: string) => ({
  step: 'account',
  title: 'Dr',
  firstName: 'Hannah',
  lastName: 'Price',
  email,
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' } });
  const rolesRes = await t.request({ method: 'GET', url: '/api/role/getName' });
  roleId = rolesRes.json().data.find((r: { slug: string }) => r.slug === 'doctor')._id;
  specialityId = (await t.request({ method: 'GET', url: '/api/speciality' })).json().data[0]._id;
  clinicId = await createClinic(t.database.db, 'Leeds Pain Clinic');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('sign-up in steps', () => {
  it('goes from account to professional details to a verified, logged-in account', async () => {
    const email = 'hannah.price@example.test';
    const step1 = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: account(email),
    });
    expect(step1.statusCode).toBe(200);
    const { registerToken, step } = step1.json().data;
    expect(step).toBe('professional');

    const where = await t.request({
      method: 'POST',
      url: '/api/getCurrentRegisterStep',
      payload: { registerToken },
    });
    expect(where.json().data).toMatchObject({ step: 'professional', email, firstName: 'Hannah' });

    // An unfinished sign-up cannot get a session; log-in tells where to resume.
    const early = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Str0ng!Pass' },
    });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ registrationStep: 'professional', email });
    expect(early.json().data.token).toBeUndefined();

    const step2 = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        step: 'professional',
        registerToken,
        roleId,
        specialityId,
        clinicIds: [clinicId],
        registrationNumber: '2012345',
        contactNumber: '07700 900123',
        postcode: 'ls1 4ap',
      },
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json().data.step).toBe('verify');

    // A fresh link can be asked for; it replaces the first one.
    const firstLink = linkIn((await smtp.lastTo(email)).raw, '/signup-link?token=');
    const resent = await t.request({
      method: 'POST',
      url: '/api/resend-verification',
      payload: { registerToken },
    });
    expect(resent.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const oldToken = new URL(firstLink).searchParams.get('token')!;
    expect(
      (await t.request({ method: 'POST', url: '/api/verify-email', payload: { token: oldToken } }))
        .statusCode,
    ).toBe(400);

    const mail = await smtp.lastTo(email);
    const link = linkIn(mail.raw, '/signup-link?token=');
    expect(link).not.toBe(firstLink);
    expect(link.startsWith('http://portal.test/signup-link?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;

    const verified = await t.request({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session.user).toMatchObject({ email, roleName: 'Doctor', isSelfCertificated: false });
    expect(session.user.modules).toContain('forum');

    const profile = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      token: session.token,
    });
    expect(profile.json().data).toMatchObject({
      postcode: 'LS1 4AP',
      contactNumber: '07700 900123',
      registrationNumber: '2012345',
    });

    // The link is single-use.
    const again = await t.request({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(BAD_VERIFY_LINK);

    const login = await t.login(email, 'Str0ng!Pass');
    expect(login.user.email).toBe(email);
  });

  it('answers a duplicate e-mail, in any case, with 409', async () => {
    await t.request({ method: 'POST', url: '/api/register', payload: account('dup@example.test') });
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: account('DUP@example.test'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: DUPLICATE_EMAIL, code: 'CONFLICT' });
  });

  it('validates each step with the spec messages', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...account('bad'), password: 'weakpass', confirmPassword: 'other', firstName: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      email: 'This field must be a valid email',
      password:
        'This Field must contain an upper case letter, a lower case letter, a numeric character, and a special character',
      firstName: 'This field is required',
    });

    const token = (
      await t.request({
        method: 'POST',
        url: '/api/register',
        payload: account('steps@example.test'),
      })
    ).json().data.registerToken;
    const res2 = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        step: 'professional',
        registerToken: token,
        roleId,
        specialityId,
        clinicIds: [],
        registrationNumber: '12',
        contactNumber: '12345',
        postcode: '90210',
      },
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().fields).toMatchObject({
      clinicIds: 'This field is required',
      registrationNumber: 'This field must be a numeric of 7 characters',
      contactNumber: 'This Field must contain valid uk format contact number',
      postcode: 'This Field must contain valid uk format postcode',
    });
  });

  it('rejects an unknown register token and unknown list ids', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/getCurrentRegisterStep',
      payload: { registerToken: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(BAD_REGISTER_TOKEN);

    const token = (
      await t.request({
        method: 'POST',
        url: '/api/register',
        payload: account('ids@example.test'),
      })
    ).json().data.registerToken;
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        step: 'professional',
        registerToken: token,
        roleId: specialityId,
        specialityId: roleId,
        clinicIds: [roleId],
        registrationNumber: '2012345',
        contactNumber: '07700 900123',
        postcode: 'LS1 4AP',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['clinicIds', 'roleId', 'specialityId']);
  });

  it('lists specialities and public clinics', async () => {
    const specs = (await t.request({ method: 'GET', url: '/api/speciality' })).json().data;
    expect(specs.map((s: { name: string }) => s.name)).toContain('Pain management');
    const clinicsRes = (
      await t.request({ method: 'GET', url: '/api/clinic/public/clinicList' })
    ).json().data;
    expect(clinicsRes).toContainEqual({
      _id: clinicId,
      name: 'Leeds Pain Clinic',
      town: 'Leeds',
      postcode: 'LS1 4AP',
    });
  });
});
