// The zod schemas of endpoints/auth.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
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
import { REGISTRATION_STEPS } from '../endpoints/auth';
import type { EndpointSchemas } from '../endpoint';

export const MediaSchema = z.object({ _id: z.string(), url: z.string(), thumbUrl: z.string() });

export const RoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;
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
  /** The caller's role consults (decision 142): it may offer appointments and take payments. */
  offersAppointments: z.boolean(),
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

export const login = {
  body: LoginBodySchema,
  response: LoginResponseSchema,
} satisfies EndpointSchemas;

export const logout = {
  response: z.null(),
} satisfies EndpointSchemas;

export const getRoleNames = {
  response: z.array(RoleSchema),
} satisfies EndpointSchemas;

export const SpecialitySchema = z.object({ _id: z.string(), name: z.string() });
export type Speciality = z.infer<typeof SpecialitySchema>;

export const getSpecialities = {
  response: z.array(SpecialitySchema),
} satisfies EndpointSchemas;

export const ClinicOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  town: z.string(),
  postcode: z.string(),
});
export type ClinicOption = z.infer<typeof ClinicOptionSchema>;

export const getPublicClinics = {
  response: z.array(ClinicOptionSchema),
} satisfies EndpointSchemas;

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

export const register = {
  body: RegisterBodySchema,
  response: RegisterStateSchema,
} satisfies EndpointSchemas;

export const RegisterTokenBodySchema = z.strictObject({
  registerToken: requiredString({ max: 200 }),
});

export const getCurrentRegisterStep = {
  body: RegisterTokenBodySchema,
  response: RegisterStateSchema,
} satisfies EndpointSchemas;

export const resendVerification = {
  body: RegisterTokenBodySchema,
  response: RegisterStateSchema,
} satisfies EndpointSchemas;

export const TokenBodySchema = z.strictObject({ token: requiredString({ max: 200 }) });

export const verifyEmail = {
  body: TokenBodySchema,
  response: z.object({ token: z.string(), user: CurrentUserSchema }),
} satisfies EndpointSchemas;

export const ForgotPasswordBodySchema = z.strictObject({ email: emailField() });

export const forgotPassword = {
  body: ForgotPasswordBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

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

export const resetPassword = {
  body: ResetPasswordBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

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

export const changePassword = {
  body: ChangePasswordBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;
