import { addDays, londonClock, londonToday, longDate } from '@portal/contract';
import type { Db } from '../db/client';
import { renderPdf } from '../infra/pdf';
import type { FileStorage } from '../infra/storage';
import { createUploads } from '../infra/uploads';
import { createCpdRepository } from '../modules/education/cpd.repository';
import { createCpdService } from '../modules/education/cpd.service';

/**
 * A few CPD records of the first demo account (the pharmacist), with their renewal date: two
 * records and a peer discussion this revalidation year, one from a recorded demo webinar with its
 * attendance certificate as evidence, uploaded as the app uploads evidence: into the private
 * storage `files` (never /uploads), its owner on record.
 */
export async function seedEducationCpd(
  tx: Db,
  opts: {
    pharmacistId: string;
    recordedWebinar: { id: string; title: string };
    files: FileStorage;
    now: Date;
  },
): Promise<void> {
  const repo = createCpdRepository(tx);
  const service = createCpdService({
    db: tx,
    repo,
    evidence: createUploads(tx, opts.files),
    now: () => opts.now,
  });
  const today = londonToday(opts.now);
  const day = (n: number) => addDays(today, n);
  const certificate = await service.uploadEvidence(opts.pharmacistId, {
    fileName: 'Attendance certificate.pdf',
    bytes: await renderPdf({
      title: 'Certificate of attendance',
      subtitle: opts.recordedWebinar.title,
      sections: [
        {
          heading: 'Attended',
          paragraphs: [
            `This certifies attendance at the live webinar on ${longDate(londonClock(day(-12)))}, 60 minutes.`,
            'Suitable as evidence for an unplanned CPD record (GPhC revalidation).',
          ],
        },
      ],
      footer: 'Portal education · webinar attendance',
    }),
  });
  await repo.setRenewalDate(opts.pharmacistId, day(150));
  const none = {
    plannedWhat: null,
    plannedHow: null,
    learnedWhat: null,
    whyRelevant: null,
    reflection: null,
  };
  await repo.insert(opts.pharmacistId, {
    ...none,
    type: 'unplanned',
    title: opts.recordedWebinar.title,
    activityDate: day(-12),
    learnedWhat:
      'How cannabis-based medicines are used for nausea and appetite in palliative care, and how hospice prescribers arrange supply.',
    whyRelevant:
      'Our pharmacy supplies two local hospices and we have started to receive CBPM prescriptions for their patients.',
    benefitExample:
      'I agreed a same-day supply route with the hospice team, so a patient’s carer no longer had to wait over a weekend.',
    source: { kind: 'webinar', id: opts.recordedWebinar.id, title: opts.recordedWebinar.title },
    evidence: [{ url: certificate.url, name: certificate.name }],
  });
  await repo.insert(opts.pharmacistId, {
    ...none,
    type: 'planned',
    title: 'Cannabinoid drug interactions with antiepileptics',
    activityDate: day(-45),
    plannedWhat:
      'The interactions of cannabidiol with clobazam and valproate, and the monitoring they need.',
    plannedHow:
      'Read the Epidyolex SmPC and the NICE NG144 evidence review, then complete the CPPE interactions module.',
    benefitExample:
      'I flagged a raised clobazam dose to a parent and the neurologist reduced it before drowsiness became a problem.',
    source: null,
    evidence: [],
  });
  await repo.insert(opts.pharmacistId, {
    ...none,
    type: 'peer-discussion',
    title: 'Peer discussion with a GP pharmacist colleague',
    activityDate: day(-70),
    reflection:
      'We discussed how I counsel patients starting THC-dominant oils, and I changed my leaflet to cover driving and the medical defence.',
    benefitExample:
      'Patients now leave with written advice on driving, which two have told me they used when speaking to their employer.',
    source: null,
    evidence: [],
  });
}
