import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';
import { MODULE_SLUGS } from '../modules';
import {
  clinicSelection,
  digitsString,
  emailField,
  passwordField,
  requiredString,
  ukContactNumber,
  ukPostcode,
  withConfirmed,
  withPasswordConfirmation,
} from '../validation';

export const MediaSchema = z.object({ _id: z.string(), url: z.string(), thumbUrl: z.string() });

export const RoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

export const REGISTRATION_STEPS = ['professional', 'verify', 'done'] as const;
export const RegistrationStepSchema = z.enum(REGISTRATION_STEPS);
export type RegistrationStep = z.infer<typeof RegistrationStepSchema>;

/** The logged-in user as SPEC §3 describes it. */
export const CurrentUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  roles: z.object({ _id: z.string(), name: z.string() }),
  roleName: z.string(),
  userType: z.string(),
  modules: z.array(z.enum(MODULE_SLUGS)),
  isSelfCertificated: z.boolean(),
  isAdmin: z.boolean(),
  online: z.boolean(),
  media: z.array(MediaSchema),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LoginBodySchema = z.strictObject({
  email: emailField(),
  // No pattern check at log-in: accounts made before a rule change must still get in.
  password: requiredString({ max: 200, trim: false }),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A session, or, for a sign-up not finished yet, where to resume it. */
export const LoginResponseSchema = z.union([
  z.object({ token: z.string(), user: CurrentUserSchema }),
  z.object({
    registrationStep: RegistrationStepSchema,
    registerToken: z.string(),
    email: z.string(),
  }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  summary:
    'Log in with e-mail and password. Returns a bearer token and the current user, or, when the sign-up is unfinished, its step and a register token to resume it. Repeated failures give 429 with a retry time: 5 per account from one address, or 20 per address across accounts, in 15 minutes; an address that has failed on an account under attack from many addresses waits a growing pause (up to a minute) between tries. The account itself is never locked: the right password from an address with no recent failures gets in.',
  access: 'public',
  body: LoginBodySchema,
  response: LoginResponseSchema,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  summary: 'Revoke the session of the bearer token.',
  access: 'user',
  response: z.null(),
});

export const getRoleNames = defineEndpoint({
  method: 'GET',
  path: '/api/role/getName',
  summary: 'Roles a person can sign up with.',
  access: 'public',
  response: z.array(RoleSchema),
});

export const SpecialitySchema = z.object({ _id: z.string(), name: z.string() });
export type Speciality = z.infer<typeof SpecialitySchema>;

export const getSpecialities = defineEndpoint({
  method: 'GET',
  path: '/api/speciality',
  summary: 'Clinical specialities to choose from at sign-up and in the profile.',
  access: 'public',
  response: z.array(SpecialitySchema),
});

export const ClinicOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  town: z.string(),
  postcode: z.string(),
});
export type ClinicOption = z.infer<typeof ClinicOptionSchema>;

export const getPublicClinics = defineEndpoint({
  method: 'GET',
  path: '/api/clinic/public/clinicList',
  summary: 'Clinics and pharmacies a professional can say they work at when signing up.',
  access: 'public',
  response: z.array(ClinicOptionSchema),
});

/** Sign-up step 1: the account. */
export const RegisterAccountStepSchema = withPasswordConfirmation(
  z.strictObject({
    step: z.literal('account'),
    title: requiredString({ max: 20 }),
    firstName: requiredString({ max: 50 }),
    lastName: requiredString({ max: 50 }),
    email: emailField(),
    password: passwordField(),
    confirmPassword: requiredString({ trim: false }),
  }),
  'password',
  'confirmPassword',
);

/** Sign-up step 2: professional details. */
export const RegisterProfessionalStepSchema = z.strictObject({
  step: z.literal('professional'),
  registerToken: requiredString({ max: 200 }),
  roleId: IdSchema,
  specialityId: IdSchema,
  clinicIds: clinicSelection(),
  /** GPhC (or other UK register) number: seven digits. */
  registrationNumber: digitsString(7),
  contactNumber: ukContactNumber(),
  postcode: ukPostcode(),
});

export const RegisterBodySchema = z.discriminatedUnion('step', [
  RegisterAccountStepSchema,
  RegisterProfessionalStepSchema,
]);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterStateSchema = z.object({
  step: RegistrationStepSchema,
  registerToken: z.string(),
  email: z.string(),
  firstName: z.string(),
});
export type RegisterState = z.infer<typeof RegisterStateSchema>;

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/register',
  summary:
    'Sign up one step at a time: `account` (creates the account; duplicate e-mail gives 409) returns a register token; `professional` (with that token) stores the professional details and e-mails a verification link.',
  access: 'public',
  body: RegisterBodySchema,
  response: RegisterStateSchema,
});

export const RegisterTokenBodySchema = z.strictObject({
  registerToken: requiredString({ max: 200 }),
});

export const getCurrentRegisterStep = defineEndpoint({
  method: 'POST',
  path: '/api/getCurrentRegisterStep',
  summary: 'Where an unfinished sign-up stands, from its register token.',
  access: 'public',
  body: RegisterTokenBodySchema,
  response: RegisterStateSchema,
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/resend-verification',
  summary:
    'E-mail a fresh verification link for a sign-up waiting at its verify step (the older link stops working); at most three per address in 15 minutes.',
  access: 'public',
  body: RegisterTokenBodySchema,
  response: RegisterStateSchema,
});

export const TokenBodySchema = z.strictObject({ token: requiredString({ max: 200 }) });

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/verify-email',
  summary:
    'Confirm the e-mail address with the single-use, expiring token from the e-mailed link; finishes the sign-up and logs in.',
  access: 'public',
  body: TokenBodySchema,
  response: z.object({ token: z.string(), user: CurrentUserSchema }),
});

export const ForgotPasswordBodySchema = z.strictObject({ email: emailField() });

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/forgot-password',
  summary:
    'E-mail a single-use, expiring link to /change-password/{token}. Answers the same whether or not the account exists.',
  access: 'public',
  body: ForgotPasswordBodySchema,
  response: z.null(),
});

export const ResetPasswordBodySchema = withPasswordConfirmation(
  z.strictObject({
    token: requiredString({ max: 200 }),
    password: passwordField(),
    confirmPassword: requiredString({ trim: false }),
  }),
  'password',
  'confirmPassword',
);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Set a new password with the e-mailed token; every session of the account is revoked.',
  access: 'public',
  body: ResetPasswordBodySchema,
  response: z.null(),
});

export const ChangePasswordBodySchema = withConfirmed(
  z.strictObject({
    currentPassword: requiredString({ max: 200, trim: false }),
    password: passwordField(),
    confirmPassword: requiredString({ trim: false }),
  }),
  'password',
  'confirmPassword',
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const changePassword = defineEndpoint({
  method: 'PATCH',
  path: '/api/change-password',
  summary:
    'Change the password, given the current one. Every other session of the account ends (other devices are logged out, their sockets disconnected); the session that made the change deliberately stays valid, so the person who just proved the current password stays logged in.',
  access: 'user',
  body: ChangePasswordBodySchema,
  response: z.null(),
});
