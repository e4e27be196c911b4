import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { CurrentUserSchema } from './auth';

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/user/profile',
  summary: 'The current user; the header loads it on creation.',
  access: 'user',
  response: CurrentUserSchema,
});

/** GPhC registration numbers are seven digits. */
export const SelfCertifyBodySchema = z.strictObject({
  registrationNumber: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, { error: 'This field is required' })
    .regex(/^\d{7}$/, { error: 'This field must be a numeric of 7 characters' }),
  confirm: z.literal(true, { error: 'This field is required' }),
});
export type SelfCertifyBody = z.infer<typeof SelfCertifyBodySchema>;

export const selfCertify = defineEndpoint({
  method: 'POST',
  path: '/api/user/selfCertification',
  summary:
    'Declare being a UK healthcare professional, with a GPhC registration number; unlocks Products.',
  access: 'user',
  body: SelfCertifyBodySchema,
  response: CurrentUserSchema,
});
