import { inArray } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../db/client';
import { clinics } from '../db/schema';
import { createClinicsService } from '../modules/education/clinics.service';

type Profile = {
  address: string;
  summary: string;
  description: string;
  specialisms: education.ClinicSpecialism[];
  services: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  openingHours: string;
  acceptingReferrals: boolean;
};

const WEEKDAYS = 'Monday to Friday, 9am to 5pm';

/** Profiles of the demo clinics (demo/accounts.ts), by the clinic's name. */
export const DEMO_CLINIC_PROFILES: Readonly<Record<string, Profile>> = {
  'Northern Pain Management Clinic': {
    address: '14 Portland Street, Manchester M1 3BE',
    summary: 'Consultant-led chronic pain clinic with a medicinal cannabis pathway.',
    description:
      'A multidisciplinary team of pain consultants, a specialist pharmacist and a physiotherapist. Patients with neuropathic pain, fibromyalgia or chronic back pain who have tried two licensed treatments can be assessed for a cannabis-based product.',
    specialisms: ['chronic-pain', 'neurology'],
    services: [
      'Initial specialist assessment',
      'Titration reviews by video',
      'Shared care with GPs',
    ],
    phone: '0161 496 0412',
    email: 'referrals@northernpain.example',
    website: 'https://northernpain.example',
    openingHours: WEEKDAYS,
    acceptingReferrals: true,
  },
  'Leeds Specialist Cannabis Clinic': {
    address: '3 Park Square East, Leeds LS1 4AP',
    summary: 'Assessments for pain, anxiety and sleep, with pharmacist-led follow-up.',
    description:
      'Specialist psychiatrists and pain consultants assess adults referred by their GP or themselves. Follow-up appointments are with the clinic’s prescribing pharmacists.',
    specialisms: ['chronic-pain', 'mental-health', 'sleep'],
    services: ['Self-referral', 'Pharmacist follow-up clinics', 'Repeat prescriptions by post'],
    phone: '0113 496 0271',
    email: 'hello@leedscannabisclinic.example',
    website: 'https://leedscannabisclinic.example',
    openingHours: 'Monday to Saturday, 8am to 6pm',
    acceptingReferrals: true,
  },
  'Bristol Neurology Outpatients': {
    address: 'Temple Quay House, Bristol BS1 5TR',
    summary: 'Neurology outpatients for MS spasticity and treatment-resistant epilepsy.',
    description:
      'NHS-affiliated neurology clinic. Sativex for MS-related spasticity and Epidyolex for Dravet and Lennox–Gastaut syndromes, with specialist nurses for titration.',
    specialisms: ['neurology'],
    services: ['MS spasticity clinic', 'Epilepsy clinic', 'Specialist nurse helpline'],
    phone: '0117 496 0158',
    email: null,
    website: 'https://bristolneuro.example',
    openingHours: WEEKDAYS,
    acceptingReferrals: false,
  },
  'Birmingham Integrated Pain Service': {
    address: '1 Colmore Square, Birmingham B3 2BJ',
    summary: 'Integrated pain service with psychology and a cannabis medicines clinic.',
    description:
      'Pain medicine, clinical psychology and physiotherapy under one roof; the cannabis medicines clinic runs on Tuesdays and Thursdays.',
    specialisms: ['chronic-pain', 'mental-health'],
    services: ['Pain management programme', 'Cannabis medicines clinic', 'Psychology'],
    phone: '0121 496 0733',
    email: 'pain.referrals@bips.example',
    website: null,
    openingHours: WEEKDAYS,
    acceptingReferrals: true,
  },
  'Cardiff Bay Medical Centre': {
    address: 'Mermaid Quay, Cardiff CF10 5AL',
    summary: 'GP-led practice with a specialist sessional clinic for palliative patients.',
    description:
      'A general practice whose visiting palliative care consultant assesses patients for cannabis-based products for nausea, appetite and pain in advanced illness.',
    specialisms: ['palliative-care', 'oncology'],
    services: ['Palliative care clinic', 'Home visits'],
    phone: '029 2049 6011',
    email: null,
    website: null,
    openingHours: 'Monday to Friday, 8am to 6:30pm',
    acceptingReferrals: true,
  },
  'Glasgow West End Pharmacy': {
    address: '512 Byres Road, Glasgow G12 8QQ',
    summary: 'Community pharmacy dispensing specialist cannabis prescriptions.',
    description:
      'An independent community pharmacy that dispenses private specialist prescriptions for CBPMs, with a consultation room for first supplies and counselling.',
    specialisms: ['community-pharmacy'],
    services: ['Dispensing of Schedule 2 CBPMs', 'Counselling on first supply', 'Delivery'],
    phone: '0141 496 0844',
    email: 'westend@glasgowpharmacy.example',
    website: 'https://glasgowwestendpharmacy.example',
    openingHours: 'Monday to Saturday, 9am to 6pm',
    acceptingReferrals: false,
  },
  'Edinburgh Palliative Care Unit': {
    address: '21 Lauriston Place, Edinburgh EH3 9HA',
    summary: 'Hospice-based palliative care with symptom control clinics.',
    description:
      'Inpatient and day-hospice care. The symptom control clinic considers cannabis-based products for refractory nausea and pain alongside licensed options.',
    specialisms: ['palliative-care', 'oncology', 'chronic-pain'],
    services: ['Symptom control clinic', 'Day hospice', 'Family support'],
    phone: '0131 496 0519',
    email: null,
    website: 'https://edinburghpalliative.example',
    openingHours: 'Every day, 8am to 8pm',
    acceptingReferrals: true,
  },
  'Nottingham Community Pharmacy': {
    address: '5 Market Street, Nottingham NG1 5FS',
    summary: 'Community pharmacy with a specialist controlled drugs service.',
    description:
      'Dispenses private and NHS specialist prescriptions for cannabis-based products and runs a monthly medicines review for patients on them.',
    specialisms: ['community-pharmacy'],
    services: ['Dispensing of Schedule 2 CBPMs', 'Medicines reviews'],
    phone: '0115 496 0627',
    email: 'team@nottspharmacy.example',
    website: null,
    openingHours: 'Monday to Friday, 8:30am to 6pm; Saturday, 9am to 1pm',
    acceptingReferrals: false,
  },
  'Sheffield Psychiatry Clinic': {
    address: '2 Leopold Square, Sheffield S1 2HE',
    summary: 'Private psychiatry for anxiety, PTSD and insomnia.',
    description:
      'Consultant psychiatrists assess adults with generalised anxiety disorder, PTSD or chronic insomnia who have not responded to first-line treatment.',
    specialisms: ['mental-health', 'sleep'],
    services: ['Psychiatric assessment', 'Video follow-up'],
    phone: '0114 496 0380',
    email: 'admin@sheffieldpsychiatry.example',
    website: 'https://sheffieldpsychiatry.example',
    openingHours: WEEKDAYS,
    acceptingReferrals: true,
  },
  'London Bridge Specialist Clinic': {
    address: '32 London Bridge Street, London SE1 9RT',
    summary: 'Specialist clinic for pain, gastroenterology and dermatology.',
    description:
      'Consultants in pain medicine, gastroenterology (IBD and IBS) and dermatology (eczema and psoriasis), with a dedicated pharmacist for titration and interactions.',
    specialisms: ['chronic-pain', 'gastroenterology', 'dermatology'],
    services: ['Specialist assessment', 'Pharmacist titration clinic', 'Shared care with GPs'],
    phone: '020 7946 0952',
    email: 'referrals@lbspecialist.example',
    website: 'https://lbspecialist.example',
    openingHours: 'Monday to Friday, 8am to 8pm',
    acceptingReferrals: true,
  },
};

/** A profile for each demo clinic (run after the clinics are in: demo/accounts.ts). */
export async function seedEducationClinics(tx: Db): Promise<void> {
  const service = createClinicsService({ db: tx });
  const rows = await tx
    .select({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .where(inArray(clinics.name, Object.keys(DEMO_CLINIC_PROFILES)));
  for (const r of rows)
    await service.addProfile({ clinicId: r.id, ...DEMO_CLINIC_PROFILES[r.name]! });
}
