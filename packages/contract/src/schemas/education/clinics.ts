import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { CLINIC_SPECIALISMS } from '../../endpoints/education/clinics';
import { UK_TOWNS } from '../../uk-towns';

export const ClinicSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  town: z.string(),
  postcode: z.string(),
  specialisms: z.array(z.enum(CLINIC_SPECIALISMS)),
  /** One or two sentences for the card. */
  summary: z.string(),
  acceptingReferrals: z.boolean(),
  /** Its picture (`/uploads/clinics/…`), or null. */
  imageUrl: z.string().nullable(),
});
export type ClinicSummary = z.infer<typeof ClinicSummarySchema>;

export const ClinicSchema = ClinicSummarySchema.extend({
  address: z.string(),
  description: z.string(),
  services: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: z.string(),
});
export type Clinic = z.infer<typeof ClinicSchema>;

export const ClinicListQuerySchema = ListQuerySchema.extend({
  city: z.enum(UK_TOWNS, { error: 'Choose a town or city from the list' }).optional(),
  specialism: z.enum(CLINIC_SPECIALISMS).optional(),
});
export type ClinicListQuery = z.infer<typeof ClinicListQuerySchema>;

export const getClinics = {
  query: ClinicListQuerySchema,
  response: z.array(ClinicSummarySchema),
} satisfies EndpointSchemas;

export const getClinic = {
  params: IdParamsSchema,
  response: ClinicSchema,
} satisfies EndpointSchemas;
