import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
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

/** The current user plus the details the profile page edits. */
export const ProfileSchema = CurrentUserSchema.extend({
  biography: z.string().nullable(),
  contactNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  speciality: SpecialitySchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/user/profile',
  summary: 'The current user with profile details; the header loads it on creation.',
  access: 'user',
  response: ProfileSchema,
});

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

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/user/profile',
  summary:
    'Change profile details; a field left out stays as it is, an empty optional field is cleared.',
  access: 'user',
  body: UpdateProfileBodySchema,
  response: ProfileSchema,
});

/** Profile image limits, checked by content on the server. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Multipart upload, field `file`; the body schema is documentation only. */
export const uploadProfileImage = defineEndpoint({
  method: 'POST',
  path: '/api/user/profile/image',
  summary:
    'Upload a profile image (multipart field `file`): JPEG, PNG or WebP checked by content, at most 5 MiB; stored resized and served as the first `media` url.',
  access: 'user',
  response: ProfileSchema,
});

export const removeMedia = defineEndpoint({
  method: 'POST',
  path: '/api/media/:id',
  summary: 'Remove an uploaded file of the current user (the profile image).',
  access: 'user',
  params: IdParamsSchema,
  response: ProfileSchema,
});

export const DeleteAccountBodySchema = z.strictObject({
  password: requiredString({ max: 200, trim: false }),
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/:userId',
  summary:
    'Delete one’s own account, confirmed with the password: personal data is removed, sessions revoked, log-in becomes impossible; posts and messages stay, shown as from a deleted user.',
  access: 'user',
  params: z.object({ userId: z.uuid({ error: 'Invalid id' }) }),
  body: DeleteAccountBodySchema,
  response: z.null(),
});

/** GPhC registration numbers are seven digits. */
export const SelfCertifyBodySchema = z.strictObject({
  registrationNumber: digitsString(7),
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
  response: ProfileSchema,
});

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

export const createWorkplace = defineEndpoint({
  method: 'POST',
  path: '/api/workplace/create',
  summary: 'Add a work place to the current user’s profile.',
  access: 'user',
  body: WorkplaceBodySchema,
  response: WorkplaceSchema,
});

export const editWorkplace = defineEndpoint({
  method: 'PUT',
  path: '/api/workplace/edit/:id',
  summary: 'Change one of the current user’s work places.',
  access: 'user',
  params: IdParamsSchema,
  body: WorkplaceBodySchema,
  response: WorkplaceSchema,
});

export const listWorkplaces = defineEndpoint({
  method: 'GET',
  path: '/api/workplace/get',
  summary: 'Work places of a user (`userId`, default the current user); only one’s own.',
  access: 'user',
  query: z.object({ userId: z.uuid({ error: 'Invalid id' }).optional() }),
  response: z.array(WorkplaceSchema),
});

export const getWorkplace = defineEndpoint({
  method: 'GET',
  path: '/api/workplace/get/:id',
  summary: 'One of the current user’s work places.',
  access: 'user',
  params: IdParamsSchema,
  response: WorkplaceSchema,
});

export const deleteWorkplace = defineEndpoint({
  method: 'DELETE',
  path: '/api/workplace/delete/:id',
  summary: 'Remove one of the current user’s work places.',
  access: 'user',
  params: IdParamsSchema,
  response: z.null(),
});

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

export const listUsersForAdmin = defineEndpoint({
  method: 'GET',
  path: '/api/user/admin/list',
  summary: 'Every account, newest first, searchable by name or e-mail. Admins only.',
  access: 'user',
  admin: true,
  query: ListQuerySchema,
  response: z.array(AdminUserSchema),
});

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

export const listContactMessages = defineEndpoint({
  method: 'GET',
  path: '/api/user/contactUs/list',
  summary: 'Messages sent through the contact form, newest first. Admins only.',
  access: 'user',
  admin: true,
  query: ListQuerySchema,
  response: z.array(ContactMessageSchema),
});

export const ContactBodySchema = z.strictObject({
  name: requiredString({ max: 100 }),
  email: emailField(),
  phone: optionalField(ukContactNumber()),
  subject: requiredString({ max: 150 }),
  message: requiredString({ max: 4000 }),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contactUs/create',
  summary: 'Send a message or a quote request to the team (the landing page form).',
  access: 'public',
  body: ContactBodySchema,
  response: z.null(),
});

export const adminDeleteAccount = defineEndpoint({
  method: 'PATCH',
  path: '/api/user/accountDelete/:id',
  summary: 'Delete (anonymise) another account. Admins only; not one’s own.',
  access: 'user',
  admin: true,
  params: IdParamsSchema,
  response: z.null(),
});
