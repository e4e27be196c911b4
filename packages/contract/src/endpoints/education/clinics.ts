// Clinics (SPEC §7 Clinic: `clinic/get` with a filter, `clinic/get/{id}`): the clinics and
// pharmacies of the portal with where they are, what they treat and how to refer to them. The
// city filter takes one of `UK_TOWNS` (one de-duplicated, sorted list; SPEC §9).

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/clinics';

export type * from '../../schemas/education/clinics';

export { UK_TOWNS, type UkTown } from '../../uk-towns';

/** What a clinic treats, in the order the filter shows them. */
export const CLINIC_SPECIALISMS = [
  'chronic-pain',
  'neurology',
  'mental-health',
  'palliative-care',
  'oncology',
  'gastroenterology',
  'sleep',
  'dermatology',
  'community-pharmacy',
] as const;
export type ClinicSpecialism = (typeof CLINIC_SPECIALISMS)[number];

export const CLINIC_SPECIALISM_LABELS: Readonly<Record<ClinicSpecialism, string>> = {
  'chronic-pain': 'Chronic pain',
  neurology: 'Neurology',
  'mental-health': 'Mental health',
  'palliative-care': 'Palliative care',
  oncology: 'Oncology',
  gastroenterology: 'Gastroenterology',
  sleep: 'Sleep medicine',
  dermatology: 'Dermatology',
  'community-pharmacy': 'Community pharmacy',
};

export const getClinics = defineEndpoint<typeof s.getClinics>()({
  method: 'GET',
  path: '/api/clinic/get',
  summary:
    'Clinics by name: `city` (one of the UK towns list), `specialism`, search in name, town, postcode and description; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const getClinic = defineEndpoint<typeof s.getClinic>()({
  method: 'GET',
  path: '/api/clinic/get/:id',
  summary: 'One clinic with its address, specialisms, services and contact details.',
  access: 'user',
  module: 'education',
});
