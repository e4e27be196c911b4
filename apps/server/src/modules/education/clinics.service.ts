import type { education } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/client';
import { createClinicsRepository, type ClinicRow } from './clinics.repository';

const toSummary = (r: ClinicRow): education.ClinicSummary => ({
  _id: r.id,
  name: r.name,
  town: r.town,
  postcode: r.postcode,
  specialisms: r.profile.specialisms as education.ClinicSpecialism[],
  summary: r.profile.summary,
  acceptingReferrals: r.profile.acceptingReferrals,
  imageUrl: r.profile.imageUrl,
});

const toClinic = (r: ClinicRow): education.Clinic => ({
  ...toSummary(r),
  address: r.profile.address,
  description: r.profile.description,
  services: r.profile.services,
  phone: r.profile.phone,
  email: r.profile.email,
  website: r.profile.website,
  openingHours: r.profile.openingHours,
});

/** Education's clinics. */
export function createClinicsService(deps: { db: Db }) {
  const repo = createClinicsRepository(deps.db);
  return {
    async list(q: education.ClinicListQuery): Promise<Page<education.ClinicSummary>> {
      const page = await repo.page(q);
      return { rows: page.rows.map(toSummary), total: page.total };
    },

    async get(id: string): Promise<education.Clinic> {
      const row = await repo.find(id);
      if (!row) throw notFound('Clinic');
      return toClinic(row);
    },

    addProfile: repo.insertProfile,
  };
}

export type ClinicsService = ReturnType<typeof createClinicsService>;
