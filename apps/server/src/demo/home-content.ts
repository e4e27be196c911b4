// Demo content of Home: realistic for UK pharmacy and the cannabis-based medicinal products the
// catalogue holds. Dates of events are days from the day the demo data is loaded.
import type { home } from '@portal/contract';

export const DEMO_GUIDE_CARDS = [
  {
    title: 'Complete your profile',
    text: 'Add your biography and the places you work, so colleagues know who they are talking to.',
    actionLabel: 'Open profile',
    actionPath: '/profile',
  },
  {
    title: 'Self-certify to see products',
    text: 'Product information is for healthcare professionals only. Confirm your GPhC registration once to open the catalogue.',
    actionLabel: 'Go to products',
    actionPath: '/products',
    doneWhen: 'self-certified',
  },
  {
    title: 'Catch up with the news',
    text: 'Regulatory updates, clinical evidence and practice news, with bookmarks for later.',
    actionLabel: 'Read the news',
    actionPath: '/newsfeed',
  },
  {
    title: 'Talk to colleagues',
    text: 'Join a group chat or message a colleague directly; favourites keep the people you need close.',
    actionLabel: 'Open chat',
    actionPath: '/community/chat',
  },
  {
    title: 'Keep learning',
    text: 'Webinars, journal clubs and key publications count towards your revalidation records.',
    actionLabel: 'Browse education',
    actionPath: '/education',
  },
] as const;

export interface DemoEvent {
  title: string;
  type: home.EventType;
  /** Days from the load day; the start is at `hour:minute` London time that day. */
  day: number;
  hour: number;
  minute?: number;
  /** Length in minutes. */
  minutes: number;
  location?: string;
  online?: boolean;
  organiser: string;
  points: string[];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Cannabis-based medicinal products: a prescribing update',
    type: 'webinar',
    day: -84,
    hour: 19,
    minutes: 60,
    online: true,
    organiser: 'Medical Cannabis Clinicians Society',
    points: ['Unlicensed CBMPs and the specialist register', 'Shared care in practice'],
  },
  {
    title: 'Controlled drugs: safe custody and record keeping',
    type: 'workshop',
    day: -70,
    hour: 9,
    minute: 30,
    minutes: 180,
    location: 'Royal Pharmaceutical Society, 66-68 East Smithfield, London',
    organiser: 'Royal Pharmaceutical Society',
    points: ['Schedule 2 register entries', 'Destruction and witnessing', 'Inspection findings'],
  },
  {
    title: 'Journal club: CBMPs in chronic pain, what the trials show',
    type: 'journal-club',
    day: -56,
    hour: 19,
    minute: 30,
    minutes: 75,
    online: true,
    organiser: 'Pharma Portal Education',
    points: ['Systematic review appraisal', 'Outcome measures and effect sizes'],
  },
  {
    title: 'Pharmacy First: clinical pathways refresher',
    type: 'training',
    day: -42,
    hour: 18,
    minutes: 120,
    online: true,
    organiser: 'Community Pharmacy England',
    points: ['The seven conditions', 'Gateway points and onward referral'],
  },
  {
    title: 'Night-shift pharmacists’ online meet-up',
    type: 'webinar',
    day: -28,
    hour: 22,
    minutes: 150,
    online: true,
    organiser: 'Hospital Pharmacy Network',
    points: ['Out-of-hours supply', 'Fatigue and safety'],
  },
  {
    title: 'MHRA Yellow Card reporting for unlicensed medicines',
    type: 'webinar',
    day: -14,
    hour: 13,
    minutes: 45,
    online: true,
    organiser: 'MHRA',
    points: ['What to report', 'Reporting for unlicensed specials and CBMPs'],
  },
  {
    title: 'Terpenes and cannabinoids: pharmacology for pharmacists',
    type: 'training',
    day: -3,
    hour: 10,
    minutes: 90,
    online: true,
    organiser: 'Pharma Portal Education',
    points: ['THC, CBD and the entourage claim', 'Interactions through CYP3A4 and CYP2C19'],
  },
  {
    title: 'Medicines optimisation in care homes',
    type: 'webinar',
    day: 0,
    hour: 19,
    minutes: 60,
    online: true,
    organiser: 'NHS Specialist Pharmacy Service',
    points: ['Structured medication reviews', 'Covert administration'],
  },
  {
    title: 'Journal club: dosing and titration of CBD oils',
    type: 'journal-club',
    day: 2,
    hour: 19,
    minute: 30,
    minutes: 75,
    online: true,
    organiser: 'Pharma Portal Education',
    points: ['Start low, go slow: the evidence behind it', 'Case discussion'],
  },
  {
    title: 'Independent prescribing: consultation skills workshop',
    type: 'workshop',
    day: 5,
    hour: 9,
    minutes: 420,
    location: 'Aston University, Birmingham',
    organiser: 'Centre for Pharmacy Postgraduate Education',
    points: ['Calgary–Cambridge in practice', 'Shared decision making'],
  },
  {
    title: 'Regional pharmacy leaders’ forum',
    type: 'conference',
    day: 9,
    hour: 10,
    minutes: 360,
    location: 'Manchester Central, Windmill Street, Manchester',
    organiser: 'Royal Pharmaceutical Society',
    points: ['Workforce plans', 'Integrated care boards and community pharmacy'],
  },
  {
    title: 'Prescribing CBMPs for epilepsy: NICE NG217 in practice',
    type: 'webinar',
    day: 12,
    hour: 18,
    minute: 30,
    minutes: 60,
    online: true,
    organiser: 'Medical Cannabis Clinicians Society',
    points: ['Lennox–Gastaut and Dravet syndromes', 'Monitoring and interactions'],
  },
  {
    title: 'Safeguarding level 3 for pharmacy teams',
    type: 'training',
    day: 16,
    hour: 9,
    minute: 30,
    minutes: 210,
    online: true,
    organiser: 'NHS England',
    points: ['Recognising concerns', 'Making a referral'],
  },
  {
    title: 'Clinical Pharmacy Congress',
    type: 'conference',
    day: 24,
    hour: 9,
    minutes: 60 * 32,
    location: 'ExCeL London, Royal Victoria Dock, London',
    organiser: 'Clinical Pharmacy Congress',
    points: ['Two days of clinical sessions', 'Exhibition of licensed producers and suppliers'],
  },
  {
    title: 'Journal club: driving and medical cannabis',
    type: 'journal-club',
    day: 30,
    hour: 19,
    minute: 30,
    minutes: 75,
    online: true,
    organiser: 'Pharma Portal Education',
    points: ['The drug-driving law and the medical defence', 'Counselling patients'],
  },
  {
    title: 'Deprescribing in frailty',
    type: 'webinar',
    day: 38,
    hour: 13,
    minutes: 45,
    online: true,
    organiser: 'NHS Specialist Pharmacy Service',
    points: ['STOPP/START', 'Talking to patients and carers'],
  },
  {
    title: 'Controlled drugs accountable officers’ network',
    type: 'workshop',
    day: 47,
    hour: 10,
    minutes: 240,
    location: 'Leeds Conference Centre, Leeds',
    organiser: 'NHS England North East and Yorkshire',
    points: ['Local intelligence network reports', 'CBMP prescribing data'],
  },
  {
    title: 'Pharmacogenomics for community pharmacists',
    type: 'training',
    day: 61,
    hour: 18,
    minutes: 90,
    online: true,
    organiser: 'Centre for Pharmacy Postgraduate Education',
    points: ['CYP2C19 and clopidogrel', 'Where testing is heading'],
  },
  {
    title: 'Journal club: CBMPs and anxiety, reading the observational data',
    type: 'journal-club',
    day: 75,
    hour: 19,
    minute: 30,
    minutes: 75,
    online: true,
    organiser: 'Pharma Portal Education',
    points: ['Registry studies and their biases', 'What would change practice'],
  },
  {
    title: 'Scottish pharmacy conference',
    type: 'conference',
    day: 96,
    hour: 9,
    minute: 30,
    minutes: 420,
    location: 'Edinburgh International Conference Centre, Edinburgh',
    organiser: 'Royal Pharmaceutical Society Scotland',
    points: ['Pharmacy First Scotland', 'Prescribing in the community'],
  },
  {
    title: 'Spring update on unlicensed medicines supply',
    type: 'webinar',
    day: 118,
    hour: 19,
    minutes: 60,
    online: true,
    organiser: 'MHRA',
    points: ['Specials and imports', 'Documentation a pharmacy must keep'],
  },
];

export const DEMO_DOCUMENTS = [
  {
    title: 'Dispensing cannabis-based products for medicinal use: a checklist',
    category: 'guide',
    description: 'Step-by-step checks from prescription to supply, including the CD requirements.',
    sections: [
      {
        heading: 'Before dispensing',
        bullets: [
          'The prescriber is on the GMC specialist register',
          'The prescription meets the Schedule 2 requirements',
          'The product and strength match a stocked product',
        ],
      },
      {
        heading: 'Supply',
        paragraphs: ['Record the supply in the CD register on the day of supply.'],
      },
    ],
  },
  {
    title: 'Controlled drugs register: worked examples',
    category: 'guide',
    description: 'Correct entries for receipts, supplies, returns and destruction.',
    sections: [
      {
        heading: 'Receipts',
        paragraphs: ['Enter the supplier’s name and address, the quantity and the date.'],
      },
      { heading: 'Supplies', paragraphs: ['Enter the patient, prescriber and quantity supplied.'] },
    ],
  },
  {
    title: 'Patient counselling leaflet: medical cannabis oils',
    category: 'guide',
    description: 'A plain-English leaflet on starting, measuring and storing oils.',
    sections: [
      {
        heading: 'Starting your treatment',
        bullets: ['Start with the dose on your label', 'Use the syringe provided'],
      },
      { heading: 'Driving', paragraphs: ['Do not drive if you feel drowsy or impaired.'] },
    ],
  },
  {
    title: 'Standard operating procedure template: CD destruction',
    category: 'sop',
    description: 'An editable SOP outline for destroying out-of-date controlled drugs.',
    sections: [
      { heading: 'Purpose', paragraphs: ['To destroy controlled drugs safely and legally.'] },
      { heading: 'Responsibilities', bullets: ['Responsible pharmacist', 'Authorised witness'] },
    ],
  },
  {
    title: 'Home Office licensing: what a pharmacy needs to know',
    category: 'policy',
    description: 'When a controlled drugs licence is needed and when it is not.',
    sections: [
      {
        heading: 'Pharmacies',
        paragraphs: ['Registered pharmacies may possess and supply Schedule 2 products.'],
      },
    ],
  },
  {
    title: 'Revalidation record template',
    category: 'sop',
    description: 'Four CPD entries, a peer discussion and a reflective account in one form.',
    sections: [
      { heading: 'CPD entries', bullets: ['Planned', 'Unplanned'] },
      { heading: 'Reflective account', paragraphs: ['Reflect on one of the GPhC standards.'] },
    ],
  },
  {
    title: 'Yellow Card reporting: a quick guide',
    category: 'policy',
    description: 'What to report to the MHRA and how, including for unlicensed products.',
    sections: [{ heading: 'Report', bullets: ['Suspected side effects', 'Defective products'] }],
  },
  {
    title: 'Interactions of THC and CBD with common medicines',
    category: 'guide',
    description: 'A table of clinically relevant interactions to check at every supply.',
    sections: [
      {
        heading: 'Enzymes',
        paragraphs: ['CBD inhibits CYP2C19 and CYP3A4; THC is metabolised by CYP2C9 and 3A4.'],
      },
      { heading: 'Check', bullets: ['Clobazam', 'Warfarin', 'Tacrolimus', 'Sedatives'] },
    ],
  },
] as const;

export const DEMO_LINKS = [
  {
    title: 'GPhC',
    text: 'The General Pharmaceutical Council: registration, standards and revalidation.',
    url: 'https://www.pharmacyregulation.org',
  },
  {
    title: 'MHRA Yellow Card',
    text: 'Report suspected side effects and defective medicines to the MHRA.',
    url: 'https://yellowcard.mhra.gov.uk',
  },
  {
    title: 'NICE',
    text: 'Guidance, including NG217 on cannabis-based medicinal products.',
    url: 'https://www.nice.org.uk',
  },
  {
    title: 'BNF',
    text: 'The British National Formulary, for dosing, interactions and cautions.',
    url: 'https://bnf.nice.org.uk',
  },
  {
    title: 'NHS',
    text: 'Health information for patients, including medical cannabis.',
    url: 'https://www.nhs.uk',
  },
  {
    title: 'Royal Pharmaceutical Society',
    text: 'Professional body for pharmacists: guidance, events and support.',
    url: 'https://www.rpharms.com',
  },
  {
    title: 'Community Pharmacy England',
    text: 'Contract, services and funding for community pharmacies in England.',
    url: 'https://cpe.org.uk',
  },
  {
    title: 'NHS Specialist Pharmacy Service',
    text: 'Medicines advice for NHS pharmacy teams.',
    // Left without a scheme on purpose: shown as a protocol-relative link (SPEC §9).
    url: 'www.sps.nhs.uk',
  },
  {
    title: 'Home Office drug licensing',
    text: 'Controlled drug licences and the legislation behind them.',
    url: 'https://www.gov.uk/guidance/controlled-drugs-licences-fees-and-returns',
  },
  {
    title: 'Medical Cannabis Clinicians Society',
    text: 'Education and resources for clinicians prescribing cannabis-based medicines.',
    url: 'https://www.ukmccs.org',
  },
] as const;

export const DEMO_TESTIMONIALS = [
  {
    name: 'Priya Raman',
    role: 'Community pharmacist, Leicester',
    summary:
      'The product catalogue with its declaration forms saves me a phone call on every new CBMP prescription. I can check stock and the terpene profile before the patient arrives.',
    rating: 5,
  },
  {
    name: 'Tom Gallagher',
    role: 'Hospital pharmacist, Glasgow',
    summary:
      'Journal clubs in the evening fit around shifts, and the chat with colleagues across the country has answered questions no textbook could.',
    rating: 5,
  },
  {
    name: 'Dr Hannah Okafor',
    role: 'Pain specialist, Bristol',
    summary:
      'Being able to message the dispensing pharmacist directly has made titration far smoother for my patients.',
    rating: 4,
  },
  {
    name: 'Megan Lewis',
    role: 'Pharmacy technician, Cardiff',
    summary:
      'The controlled drugs guides are clear and practical. Our whole team uses the register examples.',
    rating: 5,
  },
  {
    name: 'Samuel Adeyemi',
    role: 'Superintendent pharmacist, London',
    summary:
      'Regulatory news in one place, with the MHRA and GPhC updates summarised for busy people. The bookmarks are my reading list.',
    rating: 4,
  },
  {
    name: 'Fiona McLeod',
    role: 'Independent prescriber, Inverness',
    summary:
      'Upcoming events go straight into my Outlook calendar, and the reminders mean I actually attend the webinars I sign up for.',
    rating: 5,
  },
] as const;
