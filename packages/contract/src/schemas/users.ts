// The zod schemas of endpoints/users.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, IdSchema, ListQuerySchema } from '../envelope';
import {
  digitsString,
  emailField,
  optionalField,
  requiredString,
  ukContactNumber,
  ukPostcode,
} from '../validation';
import { CurrentUserSchema, SpecialitySchema } from './auth';
import type { EndpointSchemas } from '../endpoint';

/** The current user plus the details the profile page edits. */
export const ProfileSchema = CurrentUserSchema.extend({
  biography: z.string().nullable(),
  contactNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  speciality: SpecialitySchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const getProfile = {
  response: ProfileSchema,
} satisfies EndpointSchemas;

export const UpdateProfileBodySchema = z.strictObject({
  title: requiredString({ max: 20 }).optional(),
  firstName: requiredString({ max: 50 }).optional(),
  lastName: requiredString({ max: 50 }).optional(),
  biography: optionalField(
    z.string().trim().max(2000, { error: 'This field must be 2000 characters or less' }),
  ),
  contactNumber: optionalField(ukContactNumber()),
  postcode: optionalField(ukPostcode()),
  specialityId: optionalField(IdSchema),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const updateProfile = {
  body: UpdateProfileBodySchema,
  response: ProfileSchema,
} satisfies EndpointSchemas;

export const uploadProfileImage = {
  response: ProfileSchema,
} satisfies EndpointSchemas;

export const removeMedia = {
  params: IdParamsSchema,
  response: ProfileSchema,
} satisfies EndpointSchemas;

export const DeleteAccountBodySchema = z.strictObject({
  password: requiredString({ max: 200, trim: false }),
});

export const deleteAccount = {
  params: z.object({ userId: z.uuid({ error: 'Invalid id' }) }),
  body: DeleteAccountBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

/** GPhC registration numbers are seven digits. */
export const SelfCertifyBodySchema = z.strictObject({
  registrationNumber: digitsString(7),
  confirm: z.literal(true, { error: 'This field is required' }),
});
export type SelfCertifyBody = z.infer<typeof SelfCertifyBodySchema>;

export const selfCertify = {
  body: SelfCertifyBodySchema,
  response: ProfileSchema,
} satisfies EndpointSchemas;

// Work places

const isoDate = z.iso.date({ error: 'This field is required' });

export const WorkplaceSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  position: z.string(),
  town: z.string(),
  postcode: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type Workplace = z.infer<typeof WorkplaceSchema>;

export const WorkplaceBodySchema = z
  .strictObject({
    name: requiredString({ max: 120 }),
    position: requiredString({ max: 80 }),
    town: requiredString({ max: 80 }),
    postcode: ukPostcode(),
    startDate: isoDate,
    endDate: optionalField(isoDate),
  })
  .refine((w) => !w.endDate || w.endDate >= w.startDate, {
    error: 'The end date must be on or after the start date',
    path: ['endDate'],
  });
export type WorkplaceBody = z.infer<typeof WorkplaceBodySchema>;

export const createWorkplace = {
  body: WorkplaceBodySchema,
  response: WorkplaceSchema,
} satisfies EndpointSchemas;

export const editWorkplace = {
  params: IdParamsSchema,
  body: WorkplaceBodySchema,
  response: WorkplaceSchema,
} satisfies EndpointSchemas;

export const listWorkplaces = {
  query: z.object({ userId: z.uuid({ error: 'Invalid id' }).optional() }),
  response: z.array(WorkplaceSchema),
} satisfies EndpointSchemas;

export const getWorkplace = {
  params: IdParamsSchema,
  response: WorkplaceSchema,
} satisfies EndpointSchemas;

export const deleteWorkplace = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;

// Admin

export const AdminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  roleName: z.string(),
  isSelfCertificated: z.boolean(),
  registrationStep: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const listUsersForAdmin = {
  query: ListQuerySchema,
  response: z.array(AdminUserSchema),
} satisfies EndpointSchemas;

export const ContactMessageSchema = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const listContactMessages = {
  query: ListQuerySchema,
  response: z.array(ContactMessageSchema),
} satisfies EndpointSchemas;

export const ContactBodySchema = z.strictObject({
  name: requiredString({ max: 100 }),
  email: emailField(),
  phone: optionalField(ukContactNumber()),
  subject: requiredString({ max: 150 }),
  message: requiredString({ max: 4000 }),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const sendContactMessage = {
  body: ContactBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const adminDeleteAccount = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;
