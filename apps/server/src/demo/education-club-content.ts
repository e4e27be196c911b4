// The journal club's sessions and the key publications of the demo data: UK pharmacy and
// medical cannabis papers as a pharmacist would meet them. The papers are invented for the demo
// (realistic journals, authors and DOIs of the form 10.xxxx/…), so nobody mistakes them for
// citable sources; the guidance they refer to (NICE NG144, the GPhC's standards) is real.

export interface DemoClub {
  title: string;
  authors: string;
  journal: string;
  year: number;
  doi: string;
  /** Days from the seed's day (negative: it has happened) and the London clock time. */
  inDays: number;
  time: string;
  meetingUrl: string;
  host: string;
  summary: string;
  /** Index into the demo people of who started it (0: the demo pharmacist). */
  author: number;
  comments: { by: number; text: string; likes: number[] }[];
}

export const DEMO_CLUBS: readonly DemoClub[] = [
  {
    title:
      'Twelve-month outcomes of cannabis-based medicinal products for chronic pain: a UK registry cohort',
    authors: 'Okafor N, Patel R, Lindqvist E, Hughes S',
    journal: 'British Journal of Clinical Pharmacology',
    year: 2025,
    doi: '10.1111/bcp.16204',
    inDays: 6,
    time: '19:30',
    meetingUrl: 'https://meet.portal.example/jc-cbmp-pain',
    host: 'Amelia Hughes MRPharmS',
    summary:
      'A cohort of 2,140 patients prescribed cannabis-based medicinal products in UK private clinics, followed for twelve months. Pain interference and sleep scores improved on average, while a third stopped treatment, most often for cost. We will look at how the comparison group was chosen, what the drop-out means for the headline figures, and what we should tell patients who ask whether it will work for them.',
    author: 0,
    comments: [
      {
        by: 4,
        text: 'The drop-out rate is the first thing I would like to talk about. Patients paying privately who stop are unlikely to be the ones it helped.',
        likes: [0, 6],
      },
      {
        by: 6,
        text: 'Useful for our clinic. We see the sleep benefit far more often than any change in pain scores.',
        likes: [4],
      },
    ],
  },
  {
    title:
      'Pharmacy First and antibiotic supply for uncomplicated UTI in women: an interrupted time series',
    authors: 'Bennett O, Adeyemi T, Ross C',
    journal: 'International Journal of Pharmacy Practice',
    year: 2025,
    doi: '10.1093/ijpp/riaf031',
    inDays: 13,
    time: '13:00',
    meetingUrl: 'https://meet.portal.example/jc-pharmacy-first-uti',
    host: 'Oliver Bennett',
    summary:
      'Dispensing data from 1,900 community pharmacies in England before and after the Pharmacy First service started. Nitrofurantoin supply under the UTI pathway rose as GP prescribing fell, with no rise in second-line antibiotics. A lunchtime session on what the data can and cannot say about stewardship.',
    author: 1,
    comments: [
      {
        by: 0,
        text: 'Worth checking how they handled the exclusion criteria for women over 65 when they compared the two periods.',
        likes: [1],
      },
    ],
  },
  {
    title:
      'Counselling on driving for patients prescribed medical cannabis: a survey of UK pharmacists',
    authors: 'Hughes S, Mensah K, Walsh D',
    journal: 'Pharmaceutical Journal Research',
    year: 2024,
    doi: '10.1211/PJR.2024.1.331862',
    inDays: 27,
    time: '19:00',
    meetingUrl: 'https://meet.portal.example/jc-cannabis-driving',
    host: 'Dr Sam Hughes',
    summary:
      'Of 612 responding pharmacists, fewer than half said they routinely discussed the statutory medical defence and the THC driving limit when supplying cannabis-based medicines. The session goes through the legal position and agrees the few sentences every patient should hear.',
    author: 4,
    comments: [],
  },
  {
    title: 'Valproate in women of childbearing potential: dispensing after the 2024 MHRA measures',
    authors: 'Ross C, Ahmed F, Clarke J',
    journal: 'Drug Safety',
    year: 2025,
    doi: '10.1007/s40264-025-01502-7',
    inDays: -9,
    time: '19:30',
    meetingUrl: 'https://meet.portal.example/jc-valproate',
    host: 'Amelia Hughes MRPharmS',
    summary:
      'National dispensing data show whole-pack dispensing rose to 96% and new starts fell by a fifth after the 2024 regulatory measures. We discussed what the remaining gaps look like at the counter and how we record the conversation.',
    author: 0,
    comments: [
      {
        by: 5,
        text: 'Thanks for hosting. The point about recording the warning card conversation was the most useful part for me.',
        likes: [0],
      },
      {
        by: 7,
        text: 'Our team now checks the pregnancy prevention programme annual form at every first supply after this session.',
        likes: [0, 5],
      },
    ],
  },
  {
    title: 'CBD oils bought over the counter: label accuracy and THC content in UK retail products',
    authors: 'Lindqvist E, Owusu A, Patel R',
    journal: 'Journal of Cannabis Research',
    year: 2024,
    doi: '10.1186/s42238-024-00227-9',
    inDays: -34,
    time: '19:00',
    meetingUrl: 'https://meet.portal.example/jc-cbd-labels',
    host: 'Dr Priya Raman',
    summary:
      'Forty CBD products bought in UK shops and online were tested; only eleven were within 10% of the labelled CBD content and six contained THC above the exempt product limit. A session on what to say to patients who use them alongside prescribed medicines.',
    author: 5,
    comments: [
      {
        by: 0,
        text: 'A good reminder to ask about CBD products when we do a medicines reconciliation.',
        likes: [],
      },
    ],
  },
  {
    title: 'Deprescribing opioids in primary care: a pharmacist-led clinic evaluation',
    authors: 'Adeyemi T, Walsh D, Mensah K',
    journal: 'BMJ Open',
    year: 2023,
    doi: '10.1136/bmjopen-2023-074118',
    inDays: -62,
    time: '12:30',
    meetingUrl: 'https://meet.portal.example/jc-opioid-deprescribing',
    host: 'Oliver Bennett',
    summary:
      'A pharmacist-led clinic in three GP practices reduced the mean oral morphine equivalent dose by 38% over six months without worse pain scores. We talked through the tapering schedules and the patients who did not want to take part.',
    author: 1,
    comments: [],
  },
];

export interface DemoPublication {
  title: string;
  citation: string;
  doi: string;
  year: number;
  summary: string;
  practiceRelevance: string;
  topics: string[];
}

export const DEMO_PUBLICATIONS: readonly DemoPublication[] = [
  {
    title: 'Cannabis-based medicinal products: what the NICE guideline means for pharmacists',
    citation:
      'Patel R, Hughes S. Cannabis-based medicinal products: what the NICE guideline means for pharmacists. Pharm J. 2024;312(7985):e1048.',
    doi: '10.1211/PJ.2024.1.310482',
    year: 2024,
    summary:
      'A review of NICE guideline NG144 five years on: where it recommends cannabis-based medicinal products (nabilone for chemotherapy-induced nausea, Sativex for MS spasticity, Epidyolex for two rare epilepsies) and where it does not, and how unlicensed prescribing by specialists fits around it.',
    practiceRelevance:
      'Tells you which prescriptions you will see from NHS and private specialists, what checks to make on a specialist-only prescription, and how to answer patients asking why their GP cannot prescribe.',
    topics: ['Medical cannabis', 'NICE NG144', 'Prescribing'],
  },
  {
    title: 'Controlled drug requirements for cannabis-based products in community pharmacy',
    citation:
      'Walsh D, Clarke J. Controlled drug requirements for cannabis-based products in community pharmacy. Int J Pharm Pract. 2023;31(4):355-362.',
    doi: '10.1093/ijpp/riad029',
    year: 2023,
    summary:
      'Sets out the Schedule 2 requirements that apply to unlicensed cannabis-based products for medicinal use: prescription writing, the 30-day validity, safe custody, the register and denaturing, with the errors most often found at inspection.',
    practiceRelevance:
      'A checklist for the first time you receive a flower or oil prescription, and the register entries that inspectors ask about.',
    topics: ['Medical cannabis', 'Controlled drugs', 'Dispensing'],
  },
  {
    title:
      'Interactions between cannabidiol and commonly prescribed medicines: a systematic review',
    citation:
      'Lindqvist E, Owusu A, Patel R. Interactions between cannabidiol and commonly prescribed medicines: a systematic review. Br J Clin Pharmacol. 2024;90(2):412-429.',
    doi: '10.1111/bcp.15913',
    year: 2024,
    summary:
      'Pulls together 58 studies of cannabidiol interactions. Clinically important ones are with clobazam, warfarin, tacrolimus and valproate (liver enzymes), mostly at the doses used in epilepsy rather than in retail CBD products.',
    practiceRelevance:
      'Which interactions to check before supplying, which to monitor (INR, tacrolimus levels, liver function), and which are theoretical at retail doses.',
    topics: ['Medical cannabis', 'CBD', 'Drug interactions'],
  },
  {
    title: 'The Pharmacy First service in England: the first year',
    citation:
      'Adeyemi T, Bennett O, Ross C. The Pharmacy First service in England: the first year. Br J Gen Pract. 2025;75(751):e98-e105.',
    doi: '10.3399/BJGP.2024.0412',
    year: 2025,
    summary:
      'An evaluation of the first twelve months of the seven clinical pathways: consultation numbers by pathway, the share that ended with a supply, onward referrals and what patients reported.',
    practiceRelevance:
      'Benchmarks for your own pathway mix and referral rates, and the documentation gaps the evaluation found most often.',
    topics: ['Pharmacy First', 'Community pharmacy', 'Clinical services'],
  },
  {
    title: 'Medicines reconciliation at hospital discharge: a pharmacist-led intervention',
    citation:
      'Clarke J, Ahmed F, Mensah K. Medicines reconciliation at hospital discharge: a stepped-wedge trial of a pharmacist-led intervention. BMJ Qual Saf. 2023;32(9):521-530.',
    doi: '10.1136/bmjqs-2022-015377',
    year: 2023,
    summary:
      'A stepped-wedge trial in four NHS trusts: a discharge medicines service referral to the community pharmacy cut unintentional discrepancies at 30 days by 41% and readmissions for medicine-related harm by a fifth.',
    practiceRelevance:
      'The evidence behind the Discharge Medicines Service, and the three checks that made the difference in the trial.',
    topics: ['Medicines safety', 'Discharge Medicines Service', 'Hospital pharmacy'],
  },
  {
    title: 'Standards for pharmacy professionals: reflective practice and revalidation',
    citation:
      'Ross C, Owusu A. Reflective practice and revalidation: what makes a good GPhC record? Pharm Educ. 2022;22(1):610-618.',
    doi: '10.46542/pe.2022.221.610618',
    year: 2022,
    summary:
      'An analysis of 400 anonymised revalidation submissions: what reviewers judged good CPD and reflective accounts to have in common, and the most frequent reasons a record needed more work.',
    practiceRelevance:
      'How to write the four CPD records, the peer discussion and the reflective account each year so they meet the standards first time.',
    topics: ['Revalidation', 'CPD', 'GPhC standards'],
  },
  {
    title: 'Opioid stewardship in community pharmacy: a consensus statement',
    citation:
      'Walsh D, Adeyemi T, Hughes S, et al. Opioid stewardship in community pharmacy: a UK consensus statement. Int J Pharm Pract. 2021;29(6):523-531.',
    doi: '10.1093/ijpp/riab061',
    year: 2021,
    summary:
      'A Delphi panel of 42 pharmacists, GPs and pain specialists agreed 18 statements on identifying risky opioid use at the counter, naloxone supply, and when to contact the prescriber.',
    practiceRelevance:
      'Practical thresholds for when a repeat opioid prescription should prompt a conversation or a call to the surgery.',
    topics: ['Opioids', 'Pain', 'Medicines safety'],
  },
  {
    title:
      'Terpene and cannabinoid profiles of UK medical cannabis flower: what the label tells prescribers',
    citation:
      'Owusu A, Lindqvist E. Terpene and cannabinoid profiles of UK medical cannabis flower. J Cannabis Res. 2025;7:14.',
    doi: '10.1186/s42238-025-00261-1',
    year: 2025,
    summary:
      'Laboratory analysis of 35 flower products available on UK prescription: THC and CBD content matched the label within 10% for most, while the terpene profiles named on labels were often not the dominant ones measured.',
    practiceRelevance:
      'Helps you answer questions about product switches when a strain is out of stock, and why like-for-like THC content matters more than strain names.',
    topics: ['Medical cannabis', 'Cannabis flower', 'Product quality'],
  },
];
