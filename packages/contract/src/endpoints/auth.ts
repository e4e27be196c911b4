// The auth endpoints as the web client calls them (no zod); their schemas are schemas/auth.ts.
import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/auth';

export type * from '../schemas/auth';

export const REGISTRATION_STEPS = ['professional', 'verify', 'done'] as const;

export const login = defineEndpoint<typeof s.login>()({
  method: 'POST',
  path: '/api/login',
  summary:
    'Log in with e-mail and password. Returns a bearer token and the current user, or, when the sign-up is unfinished, its step and a register token to resume it. Repeated failures give 429 with a retry time: 5 per account from one address, or 20 per address across accounts, in 15 minutes; an address that has failed on an account under attack from many addresses waits a growing pause (up to a minute) between tries. The account itself is never locked: the right password from an address with no recent failures gets in.',
  access: 'public',
});

export const logout = defineEndpoint<typeof s.logout>()({
  method: 'POST',
  path: '/api/logout',
  summary: 'Revoke the session of the bearer token.',
  access: 'user',
});

export const getRoleNames = defineEndpoint<typeof s.getRoleNames>()({
  method: 'GET',
  path: '/api/role/getName',
  summary: 'Roles a person can sign up with.',
  access: 'public',
});

export const getSpecialities = defineEndpoint<typeof s.getSpecialities>()({
  method: 'GET',
  path: '/api/speciality',
  summary: 'Clinical specialities to choose from at sign-up and in the profile.',
  access: 'public',
});

export const getPublicClinics = defineEndpoint<typeof s.getPublicClinics>()({
  method: 'GET',
  path: '/api/clinic/public/clinicList',
  summary: 'Clinics and pharmacies a professional can say they work at when signing up.',
  access: 'public',
});

export const register = defineEndpoint<typeof s.register>()({
  method: 'POST',
  path: '/api/register',
  summary:
    'Sign up one step at a time: `account` (creates the account; duplicate e-mail gives 409) returns a register token; `professional` (with that token) stores the professional details and e-mails a verification link.',
  access: 'public',
});

export const getCurrentRegisterStep = defineEndpoint<typeof s.getCurrentRegisterStep>()({
  method: 'POST',
  path: '/api/getCurrentRegisterStep',
  summary: 'Where an unfinished sign-up stands, from its register token.',
  access: 'public',
});

export const resendVerification = defineEndpoint<typeof s.resendVerification>()({
  method: 'POST',
  path: '/api/resend-verification',
  summary:
    'E-mail a fresh verification link for a sign-up waiting at its verify step (the older link stops working); at most three per address in 15 minutes.',
  access: 'public',
});

export const verifyEmail = defineEndpoint<typeof s.verifyEmail>()({
  method: 'POST',
  path: '/api/verify-email',
  summary:
    'Confirm the e-mail address with the single-use, expiring token from the e-mailed link; finishes the sign-up and logs in.',
  access: 'public',
});

export const forgotPassword = defineEndpoint<typeof s.forgotPassword>()({
  method: 'POST',
  path: '/api/forgot-password',
  summary:
    'E-mail a single-use, expiring link to /change-password/{token}. Answers the same whether or not the account exists.',
  access: 'public',
});

export const resetPassword = defineEndpoint<typeof s.resetPassword>()({
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Set a new password with the e-mailed token; every session of the account is revoked.',
  access: 'public',
});

export const changePassword = defineEndpoint<typeof s.changePassword>()({
  method: 'PATCH',
  path: '/api/change-password',
  summary:
    'Change the password, given the current one. Every other session of the account ends (other devices are logged out, their sockets disconnected); the session that made the change deliberately stays valid, so the person who just proved the current password stays logged in.',
  access: 'user',
});
