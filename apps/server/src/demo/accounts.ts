import type { Db } from '../db/client';
import { clinics, contactMessages, userClinics, workplaces } from '../db/schema';
import { PLACES } from './people';
import type { Random } from './random';

/** Real-sounding UK clinics and pharmacies (names invented). */
const CLINICS = [
  ['Northern Pain Management Clinic', 'Manchester', 'M1 3BE'],
  ['Leeds Specialist Cannabis Clinic', 'Leeds', 'LS1 4AP'],
  ['Bristol Neurology Outpatients', 'Bristol', 'BS1 5TR'],
  ['Birmingham Integrated Pain Service', 'Birmingham', 'B3 2BJ'],
  ['Cardiff Bay Medical Centre', 'Cardiff', 'CF10 5AL'],
  ['Glasgow West End Pharmacy', 'Glasgow', 'G12 8QQ'],
  ['Edinburgh Palliative Care Unit', 'Edinburgh', 'EH3 9HA'],
  ['Nottingham Community Pharmacy', 'Nottingham', 'NG1 5FS'],
  ['Sheffield Psychiatry Clinic', 'Sheffield', 'S1 2HE'],
  ['London Bridge Specialist Clinic', 'London', 'SE1 9RT'],
] as const;

const EMPLOYERS = [
  'Boots',
  'Lloydspharmacy',
  'Well Pharmacy',
  'NHS Foundation Trust',
  'Superdrug Pharmacy',
  'Rowlands Pharmacy',
  'Independent pharmacy',
] as const;
const POSITIONS = [
  'Pharmacist manager',
  'Locum pharmacist',
  'Clinical pharmacist',
  'Pharmacy technician',
  'Prescribing pharmacist',
  'Specialist registrar',
] as const;

/** Clinics, work places and a few contact messages for the demo accounts. */
export async function seedAccounts(tx: Db, rnd: Random, userIds: string[]) {
  const clinicRows = CLINICS.map(([name, town, postcode]) => ({
    id: rnd.uuid(),
    name,
    town,
    postcode,
  }));
  await tx.insert(clinics).values(clinicRows);
  await tx
    .insert(userClinics)
    .values(userIds.map((userId) => ({ userId, clinicId: rnd.pick(clinicRows).id })));

  const places = userIds.flatMap((userId) => {
    const startYear = rnd.int(2010, 2022);
    const employer = rnd.pick(EMPLOYERS);
    const place = rnd.pick(PLACES);
    const [clinic, clinicTown, clinicPostcode] = rnd.pick(CLINICS);
    return [
      {
        userId,
        name: `${employer}, ${place.town}`,
        position: rnd.pick(POSITIONS),
        town: place.town,
        postcode: rnd.pick(place.postcodes),
        startDate: `${startYear}-0${rnd.int(1, 9)}-01`,
        endDate: `${startYear + rnd.int(1, 3)}-0${rnd.int(1, 9)}-01`,
      },
      {
        userId,
        name: clinic,
        position: rnd.pick(POSITIONS),
        town: clinicTown,
        postcode: clinicPostcode,
        startDate: `${startYear + 4}-0${rnd.int(1, 9)}-01`,
        endDate: null,
      },
    ];
  });
  await tx.insert(workplaces).values(places);

  await tx.insert(contactMessages).values([
    {
      name: 'Sarah Collins',
      email: 'sarah.collins@example.co.uk',
      phone: '0161 496 0000',
      subject: 'Quote for a group of pharmacies',
      message:
        'We run six community pharmacies in Greater Manchester and would like a quote for access for our pharmacists.',
      createdAt: new Date('2026-10-02T10:15:00Z'),
    },
    {
      name: 'Dr Imran Qureshi',
      email: 'i.qureshi@example.nhs.uk',
      phone: null,
      subject: 'Webinar on CBPM prescribing',
      message:
        'Would you host a webinar on shared care for cannabis-based products for medicinal use? Happy to present.',
      createdAt: new Date('2026-10-20T14:40:00Z'),
    },
  ]);
}
