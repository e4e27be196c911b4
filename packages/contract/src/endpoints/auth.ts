import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MODULE_SLUGS } from '../modules';
import { emailField, requiredString } from '../validation';

export const MediaSchema = z.object({ _id: z.string(), url: z.string() });

export const RoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

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

export const LoginResponseSchema = z.object({ token: z.string(), user: CurrentUserSchema });

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  summary: 'Log in with e-mail and password; returns a bearer token and the current user.',
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
