// The zod schemas of endpoints/education/admin-clinics.ts: the admin's clinic form and answers
// (decision 144). A clinic is its `clinics` row (name, town, postcode, offered at sign-up) and
// its Education profile in one form, as a producer is (decision 92).

import { z } from 'zod';
import { IdParamsSchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { CLINIC_SPECIALISMS } from '../../endpoints/education/clinics';
import { UK_TOWNS } from '../../uk-towns';
import {
  emailField,
  messages,
  optionalField,
  requiredString,
  rule,
  ukContactNumber,
  ukPostcode,
} from '../../validation';
import {
  AdminListQuerySchema,
  ContentImageSchema,
  contentImageUrl,
  DeletedSchema,
  linkField,
  PublicationSchema,
  PublishedAtSchema,
} from '../publishing';

const clinicFields = {
  name: requiredString({ max: 120 }),
  /** One of the UK towns list, so the Clinics tab's town filter finds it. */
  town: z.enum(UK_TOWNS, { error: 'Choose a town or city from the list' }),
  postcode: ukPostcode(),
  /** Offered at sign-up (`clinic/public/clinicList`). */
  listedAtSignUp: z.boolean({ error: messages.required }),
  address: requiredString({ max: 300 }),
  /** One or two sentences for the card. */
  summary: requiredString({ max: 300 }),
  /** Plain text. */
  description: requiredString({ max: 5000 }),
  specialisms: z
    .array(z.enum(CLINIC_SPECIALISMS, { error: 'Choose specialisms from the list' }))
    .max(CLINIC_SPECIALISMS.length)
    .check(rule<string[]>((l) => new Set(l).size === l.length, 'Choose each specialism once')),
  services: z.array(requiredString({ max: 120 })).max(20, { error: 'At most 20 services' }),
  phone: optionalField(ukContactNumber()),
  email: optionalField(emailField()),
  website: linkField,
  openingHours: requiredString({ max: 300 }),
  acceptingReferrals: z.boolean({ error: messages.required }),
  /** A url `admin/clinics/image` gave, or null (decision 100). */
  imageUrl: contentImageUrl('clinics'),
  /** When its Education profile shows; the sign-up list does not wait for it. */
  publishedAt: PublishedAtSchema,
};

export const ClinicBodySchema = z.strictObject({
  ...clinicFields,
  listedAtSignUp: clinicFields.listedAtSignUp.default(true),
  specialisms: clinicFields.specialisms.default([]),
  services: clinicFields.services.default([]),
  acceptingReferrals: clinicFields.acceptingReferrals.default(true),
  publishedAt: PublishedAtSchema.default(null),
});
export type ClinicBody = z.infer<typeof ClinicBodySchema>;
export type ClinicFormValues = z.input<typeof ClinicBodySchema>;

export const ClinicPatchSchema = z
  .strictObject(clinicFields)
  .partial()
  .check(rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change'));
export type ClinicPatch = z.infer<typeof ClinicPatchSchema>;

/** A clinic as its editor sees it; one without a profile yet has its profile fields empty. */
export const AdminClinicSchema = PublicationSchema.extend({
  _id: z.string(),
  name: z.string(),
  town: z.string(),
  postcode: z.string(),
  listedAtSignUp: z.boolean(),
  /** It has an Education profile (a clinic made at sign-up time has none until one is saved). */
  hasProfile: z.boolean(),
  address: z.string(),
  summary: z.string(),
  description: z.string(),
  specialisms: z.array(z.enum(CLINIC_SPECIALISMS)),
  services: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: z.string(),
  acceptingReferrals: z.boolean(),
  imageUrl: z.string().nullable(),
  /** People who said at sign-up that they work there. */
  memberCount: z.number().int().nonnegative(),
});
export type AdminClinic = z.infer<typeof AdminClinicSchema>;

export const listAdminClinics = {
  query: AdminListQuerySchema,
  response: z.array(AdminClinicSchema),
} satisfies EndpointSchemas;
export const getAdminClinic = {
  params: IdParamsSchema,
  response: AdminClinicSchema,
} satisfies EndpointSchemas;
export const createAdminClinic = {
  body: ClinicBodySchema,
  response: AdminClinicSchema,
} satisfies EndpointSchemas;
export const updateAdminClinic = {
  params: IdParamsSchema,
  body: ClinicPatchSchema,
  response: AdminClinicSchema,
} satisfies EndpointSchemas;
export const deleteAdminClinic = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;
export const uploadAdminClinicImage = { response: ContentImageSchema } satisfies EndpointSchemas;
