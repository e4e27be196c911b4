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
import { MODULE_SLUGS } from '../modules';
import { CurrentUserSchema, RoleSchema, SpecialitySchema } from './auth';
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

/** An account as an admin sees it: sign-up details, registration number, role, modules, standing. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  role: RoleSchema,
  modules: z.array(z.enum(MODULE_SLUGS)),
  isAdmin: z.boolean(),
  registrationNumber: z.string().nullable(),
  selfCertifiedAt: z.string().nullable(),
  contactNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  speciality: SpecialitySchema.nullable(),
  clinics: z.array(z.object({ _id: z.string(), name: z.string(), town: z.string() })),
  emailVerifiedAt: z.string().nullable(),
  /** When an admin deactivated the account (it cannot log in); null when active. */
  deactivatedAt: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const getUserForAdmin = {
  params: IdParamsSchema,
  response: AdminUserDetailSchema,
} satisfies EndpointSchemas;

/**
 * An admin's change to an account; each field left out stays as it is. `modules` is the whole
 * list (Home is always on and need not be named); `active: false` deactivates (log-in refused,
 * sessions ended), `true` reactivates; `resetSelfCertification` clears the declaration.
 */
/** The admin's role and modules form (the user page). */
export const AdminUserAccessSchema = z.strictObject({
  roleId: IdSchema,
  modules: z.array(z.enum(MODULE_SLUGS)).max(MODULE_SLUGS.length),
});
export type AdminUserAccess = z.infer<typeof AdminUserAccessSchema>;

export const AdminUserChangeSchema = AdminUserAccessSchema.partial()
  .extend({
    active: z.boolean().optional(),
    resetSelfCertification: z.literal(true).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Nothing to change',
  });
export type AdminUserChange = z.infer<typeof AdminUserChangeSchema>;

export const updateUserForAdmin = {
  params: IdParamsSchema,
  body: AdminUserChangeSchema,
  response: AdminUserDetailSchema,
} satisfies EndpointSchemas;

export const adminDeleteAccount = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;

// The audit trail (issue 31): every admin change, read only.

/** One admin change: who, what, when, and the record before and after. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const auditWord = z
  .string()
  .trim()
  .max(60)
  .regex(/^[A-Za-z][A-Za-z-]*$/, { error: 'Invalid filter' })
  .optional();

/** The audit list's filters: kind, actor, action, a London date range (inclusive); paged. */
export const AuditListQuerySchema = ListQuerySchema.extend({
  entity: auditWord,
  entityId: z.string().trim().max(100).optional(),
  actorId: IdSchema.optional(),
  action: auditWord,
  from: z.iso.date({ error: 'Invalid date' }).optional(),
  to: z.iso.date({ error: 'Invalid date' }).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const listAudit = {
  query: AuditListQuerySchema,
  response: z.array(AuditEntrySchema),
} satisfies EndpointSchemas;
