import { CONTENT_IMAGE_MAX_SIDE, messages, type education } from '@portal/contract';
import { auditedChanges } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { publicationStatus, type Actor } from '../../db/published';
import { badRequest, notFound } from '../../http/errors';
import { createImageUploads } from '../../infra/image-uploads';
import type { Uploads } from '../../infra/uploads';
import type {
  AdminClinicRecord,
  AdminClinicsRepository,
  ClinicValues,
  ProfileValues,
} from './admin-clinics.repository';

const toClinic = ({ clinic, profile, memberCount }: AdminClinicRecord, now: Date) => {
  const publishedAt = profile?.publishedAt ?? null;
  return {
    _id: clinic.id,
    name: clinic.name,
    town: clinic.town,
    postcode: clinic.postcode,
    listedAtSignUp: clinic.isPublic,
    hasProfile: profile !== null,
    address: profile?.address ?? '',
    summary: profile?.summary ?? '',
    description: profile?.description ?? '',
    specialisms: (profile?.specialisms ?? []) as education.ClinicSpecialism[],
    services: profile?.services ?? [],
    phone: profile?.phone ?? null,
    email: profile?.email ?? null,
    website: profile?.website ?? null,
    openingHours: profile?.openingHours ?? '',
    acceptingReferrals: profile?.acceptingReferrals ?? true,
    imageUrl: profile?.imageUrl ?? null,
    memberCount,
    publishedAt: publishedAt?.toISOString() ?? null,
    status: publicationStatus(publishedAt, now),
    createdAt: clinic.createdAt.toISOString(),
    updatedAt: (profile && profile.updatedAt > clinic.updatedAt
      ? profile.updatedAt
      : clinic.updatedAt
    ).toISOString(),
  } satisfies education.AdminClinic;
};

/** The profile's columns a clinic cannot be listed without. */
const PROFILE_REQUIRED = ['address', 'summary', 'description', 'openingHours'] as const;

function split(p: education.ClinicPatch) {
  const clinic: Partial<ClinicValues> = {};
  const profile: Partial<ProfileValues> = {};
  if (p.name !== undefined) clinic.name = p.name;
  if (p.town !== undefined) clinic.town = p.town;
  if (p.postcode !== undefined) clinic.postcode = p.postcode.toUpperCase();
  if (p.listedAtSignUp !== undefined) clinic.isPublic = p.listedAtSignUp;
  for (const key of PROFILE_REQUIRED) if (p[key] !== undefined) profile[key] = p[key];
  if (p.specialisms !== undefined) profile.specialisms = p.specialisms;
  if (p.services !== undefined) profile.services = p.services;
  if ('phone' in p) profile.phone = p.phone ?? null;
  if ('email' in p) profile.email = p.email ?? null;
  if ('website' in p) profile.website = p.website ?? null;
  if (p.acceptingReferrals !== undefined) profile.acceptingReferrals = p.acceptingReferrals;
  if (p.publishedAt !== undefined)
    profile.publishedAt = p.publishedAt === null ? null : new Date(p.publishedAt);
  return { clinic, profile };
}

/**
 * Authoring clinics (decision 144): the clinic and its Education profile in one form. Removing
 * one keeps it for the people who picked it at sign-up; it is offered and listed nowhere after.
 */
export function createAdminClinicsService(deps: {
  db: Db;
  repo: AdminClinicsRepository;
  /** Clinics' pictures (served at /uploads); without it, uploads are refused. */
  uploads?: Uploads | undefined;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const images = createImageUploads({
    uploads: deps.uploads,
    folder: 'clinics',
    maxSide: CONTENT_IMAGE_MAX_SIDE,
    notOurs: 'Please attach an image uploaded for a clinic.',
  });
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('Clinic');
    return toClinic(r, now());
  }
  const audited = auditedChanges({ db, entity: 'clinic', load });

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminClinic>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toClinic(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    /** Stores a clinic's picture (decision 100): checked as an avatar is, WebP under `clinics/`. */
    uploadImage: (actor: Actor, bytes: Buffer) => images.store(bytes, actor.id),

    create: (actor: Actor, body: education.ClinicBody) =>
      audited.create(actor, async (tx) => {
        const { clinic, profile } = split(body);
        profile.imageUrl = (await images.checked(body.imageUrl, actor.id, null, tx)) ?? null;
        return repo.insert(clinic as ClinicValues, profile as ProfileValues, tx);
      }),

    update: (actor: Actor, id: string, patch: education.ClinicPatch) =>
      audited.update(actor, id, patch, async (tx, before) => {
        const { clinic, profile } = split(patch);
        const imageUrl = await images.checked(patch.imageUrl, actor.id, before.imageUrl, tx);
        if (imageUrl !== undefined) profile.imageUrl = imageUrl;
        if (!before.hasProfile && Object.keys(profile).length > 0) {
          // Its first profile: every field a listed clinic shows must come with it.
          const missing = PROFILE_REQUIRED.filter((k) => profile[k] === undefined);
          if (missing.length > 0)
            throw badRequest(
              'Give the clinic’s address, summary, description and opening hours to make its profile',
              Object.fromEntries(missing.map((k) => [k, messages.required])),
            );
        }
        await repo.update(id, clinic, tx);
        await repo.saveProfile(id, profile, before.hasProfile, tx);
      }),

    remove: (actor: Actor, id: string) =>
      audited.remove(actor, id, (tx) => repo.markRemoved(id, tx)),
  };
}

export type AdminClinicsService = ReturnType<typeof createAdminClinicsService>;
