import { addDays, LONDON_TIME_ZONE, londonToday, zonedInstant } from '@portal/contract';
import type { Db } from '../db/client';
import { webinarRegistrations } from '../db/schema';
import { createWebinarsService } from '../modules/education/webinars.service';
import { createRandom } from './random';

interface DemoWebinar {
  title: string;
  summary: string;
  /** Days from the load day, and the London wall-clock start. */
  day: number;
  hour: number;
  minutes: number;
  speakers: { name: string; role: string }[];
  topics: string[];
  points: string[];
  capacity?: number;
  /** Registrations made by other demo people (the full one fills every seat). */
  taken?: 'all' | number;
  /** The first demo account (the pharmacist) has a seat. */
  pharmacistRegistered?: boolean;
  recorded?: boolean;
}

const WEBINARS: DemoWebinar[] = [
  {
    title: 'Dispensing unlicensed cannabis-based medicines: the pharmacist’s checklist',
    summary:
      'From the specials licence to the controlled drug register: what a community pharmacist checks before a CBPM leaves the dispensary.',
    day: 9,
    hour: 19,
    minutes: 60,
    speakers: [
      { name: 'Dr Hannah Whitfield', role: 'Consultant Pharmacist, Leeds Teaching Hospitals' },
      { name: 'Marcus Adeyemi', role: 'Superintendent Pharmacist, Northway Pharmacy Group' },
    ],
    topics: ['Medical cannabis', 'Controlled drugs', 'Dispensing'],
    points: [
      'Schedule 2 requirements for CBPMs: prescription validity, safe custody and the CD register',
      'Importing specials and what the MHRA expects of the supply chain',
      'Counselling points for a first supply of a THC-dominant flower',
    ],
    capacity: 120,
    taken: 34,
    pharmacistRegistered: true,
  },
  {
    title: 'Titrating CBD and THC oils in chronic pain: case-based learning',
    summary:
      'Three anonymised cases from a specialist pain clinic: starting doses, titration schedules and when to stop.',
    day: 4,
    hour: 13,
    minutes: 45,
    speakers: [
      { name: 'Dr Rajesh Iyer', role: 'Consultant in Pain Medicine, Royal Derby Hospital' },
    ],
    topics: ['Medical cannabis', 'Chronic pain'],
    points: [
      'Start low, go slow: dose steps that patients can follow',
      'Recognising and managing dizziness, dry mouth and somnolence',
      'Documenting outcomes with the Brief Pain Inventory',
    ],
    capacity: 40,
    taken: 'all',
  },
  {
    title: 'Drug interactions with cannabinoids: CYP450 in everyday practice',
    summary:
      'Clobazam, warfarin, tacrolimus and more: the interactions that matter and how to spot them at the counter.',
    day: 16,
    hour: 18,
    minutes: 60,
    speakers: [
      {
        name: 'Prof. Eleanor Marsh',
        role: 'Professor of Clinical Pharmacology, University of Bath',
      },
    ],
    topics: ['Interactions', 'Medical cannabis'],
    points: [
      'CBD as a CYP2C19 and CYP3A4 inhibitor: which patients need monitoring',
      'THC and CNS depressants: additive sedation and falls risk',
      'A practical interaction check for the dispensary',
    ],
    capacity: 200,
    taken: 12,
  },
  {
    title: 'Medical cannabis for treatment-resistant epilepsy in children',
    summary: 'Epidyolex, the NICE guideline NG144 and what families ask the community pharmacist.',
    day: 23,
    hour: 12,
    minutes: 60,
    speakers: [
      { name: 'Dr Sophie Kaur', role: 'Paediatric Neurologist, Birmingham Children’s Hospital' },
      { name: 'James Whitaker', role: 'Specialist Pharmacist, Epilepsy Action' },
    ],
    topics: ['Epilepsy', 'Paediatrics', 'NICE guidance'],
    points: [
      'Lennox–Gastaut and Dravet syndromes: where cannabidiol fits',
      'Liver function monitoring and the valproate interaction',
      'Answering families’ questions about unlicensed products',
    ],
  },
  {
    title: 'Revalidation made simple: writing CPD records the GPhC accepts',
    summary:
      'Planned and unplanned records, the peer discussion and the reflective account, with worked examples.',
    day: 31,
    hour: 19,
    minutes: 45,
    speakers: [
      {
        name: 'Alison Fraser',
        role: 'Pharmacist Educator, Centre for Pharmacy Postgraduate Education',
      },
    ],
    topics: ['Revalidation', 'CPD'],
    points: [
      'What makes a planned record different from an unplanned one',
      'Choosing a peer and writing up the discussion',
      'Reflective accounts against the standards for pharmacy professionals',
    ],
    capacity: 300,
    taken: 88,
  },
  {
    title: 'Cannabis-based medicines in palliative care',
    summary:
      'Nausea, appetite and sleep at the end of life: the evidence, the prescribers and the pharmacy’s role.',
    day: -12,
    hour: 19,
    minutes: 60,
    speakers: [
      { name: 'Dr Fiona MacLeod', role: 'Consultant in Palliative Medicine, St Columba’s Hospice' },
    ],
    topics: ['Palliative care', 'Medical cannabis'],
    points: [
      'What the trials show for nausea and cachexia',
      'Working with hospice prescribers on supply',
      'Supporting carers with storage and disposal',
    ],
    recorded: true,
  },
  {
    title: 'Vaporising dried cannabis flower: devices, dosing and counselling',
    summary:
      'Medical-grade vaporisers, inhaled dose estimates and the counselling that keeps patients safe.',
    day: -26,
    hour: 18,
    minutes: 50,
    speakers: [
      { name: 'Tom Gallagher', role: 'Clinical Pharmacist, Sapphire Medical Clinics' },
      { name: 'Dr Nadia Rahman', role: 'GP with a special interest in pain, Manchester' },
    ],
    topics: ['Medical cannabis', 'Counselling'],
    points: [
      'Why smoking is not a route of administration we recommend',
      'Estimating inhaled THC doses from flower strength',
      'Driving and the statutory medical defence',
    ],
    recorded: true,
  },
  {
    title: 'Anxiety, sleep and cannabinoids: what the evidence does and does not say',
    summary:
      'A critical look at the studies behind the claims patients bring to the pharmacy counter.',
    day: -40,
    hour: 13,
    minutes: 45,
    speakers: [
      { name: 'Dr Owen Price', role: 'Consultant Psychiatrist, South London and Maudsley' },
    ],
    topics: ['Mental health', 'Evidence'],
    points: [
      'Observational data and its limits',
      'THC and psychosis risk: who should not be prescribed it',
      'Talking to patients about over-the-counter CBD products',
    ],
    recorded: true,
  },
];

/**
 * Education's demo webinars around the load day: upcoming ones (one the first demo account, the
 * pharmacist, is registered for; one full), and recorded ones. Through the service, which
 * cleans the descriptions. Its own random source, so the rest of the data set does not shift.
 */
export async function seedEducationWebinars(
  tx: Db,
  opts: { pharmacistId: string; otherUserIds: string[]; now: Date },
): Promise<string[]> {
  const rnd = createRandom(29_001);
  const service = createWebinarsService({ db: tx, publicUrl: 'http://localhost' });
  const today = londonToday(opts.now);
  const ids: string[] = [];
  for (const w of WEBINARS) {
    const start = zonedInstant(addDays(today, w.day), w.hour * 60, LONDON_TIME_ZONE).at;
    const id = rnd.uuid();
    await service.create({
      id,
      title: w.title,
      summary: w.summary,
      description:
        `<p>${w.summary}</p><h3>What we will cover</h3><ul>` +
        w.points.map((p) => `<li>${p}</li>`).join('') +
        '</ul><p>A CPD certificate is sent to everyone who attends; add it to your CPD record.</p>',
      speakers: w.speakers,
      topics: w.topics,
      startsAt: start,
      endsAt: new Date(start.getTime() + w.minutes * 60_000),
      capacity: w.capacity ?? null,
      joinUrl: `https://webinars.portal.test/join/${rnd.uuid()}`,
      recordingUrl: w.recorded ? `https://webinars.portal.test/recordings/${id}` : null,
    });
    ids.push(id);
    const others = w.taken === 'all' ? (w.capacity ?? 0) : (w.taken ?? 0);
    const people = [
      ...(w.pharmacistRegistered ? [opts.pharmacistId] : []),
      ...opts.otherUserIds.slice(0, Math.min(others, opts.otherUserIds.length)),
    ];
    if (people.length) {
      await tx
        .insert(webinarRegistrations)
        .values(people.map((userId) => ({ webinarId: id, userId })));
    }
  }
  return ids;
}
