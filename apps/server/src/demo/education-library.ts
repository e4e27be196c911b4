import type { education } from '@portal/contract';
import type { Db } from '../db/client';
import { renderPdf } from '../infra/pdf';
import type { FileStorage } from '../infra/storage';
import { createLibraryService } from '../modules/education/library.service';
import { DEMO_DOCUMENTS } from './home-content';

type Section = { heading: string; paragraphs?: string[]; bullets?: string[] };

/** Library items: generated PDFs (real files) and links to the bodies that publish the rest. */
export const DEMO_LIBRARY: readonly (
  | {
      kind: 'file';
      title: string;
      category: education.LibraryCategory;
      author: string;
      description: string;
      sections: Section[];
    }
  | {
      kind: 'link';
      title: string;
      category: education.LibraryCategory;
      author: string;
      description: string;
      url: string;
    }
)[] = [
  {
    kind: 'file',
    title: 'Dispensing unlicensed cannabis-based medicinal products: a pharmacist’s guide',
    category: 'guide',
    author: 'Pharma Portal clinical team',
    description:
      'From the specialist prescription to the patient’s hand: checks, records, labelling and counselling for Schedule 2 CBPMs in community pharmacy.',
    sections: [
      {
        heading: 'Before you dispense',
        bullets: [
          'The prescriber is on the GMC Specialist Register (or prescribing under the direction of one).',
          'The prescription meets the Schedule 2 requirements: total quantity in words and figures, dose, form and strength.',
          'The prescription is within its 28-day validity and covers no more than 30 days’ supply.',
        ],
      },
      {
        heading: 'Records and storage',
        paragraphs: [
          'Enter the supply in the controlled drugs register on the day of supply. Store the product in the CD cabinet and keep the importer’s certificate of analysis with your batch records.',
        ],
      },
      {
        heading: 'Counselling',
        bullets: [
          'Start low, go slow: the titration plan the clinic gave the patient.',
          'Driving: the statutory medical defence and carrying the prescription or a letter.',
          'Vaporising flower only with a medical-grade dry-herb device; never smoking.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'Counselling patients starting cannabis-based oils',
    category: 'guide',
    author: 'Pharma Portal clinical team',
    description:
      'A one-page checklist for the first supply of a CBD-dominant or balanced oil: dosing with the syringe, titration, interactions and what to report.',
    sections: [
      {
        heading: 'Dosing',
        paragraphs: [
          'Measure with the oral syringe supplied, hold under the tongue for 60 seconds, and take at the same times each day. Titrate by the clinic’s plan, usually every 3 to 7 days.',
        ],
      },
      {
        heading: 'Interactions to check',
        bullets: [
          'Clobazam and other CYP2C19 substrates (raised levels with high-dose CBD).',
          'Warfarin: check INR more often after starting or changing the dose.',
          'Other CNS depressants, including alcohol and opioids.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'Medicinal cannabis in practice: an introduction for pharmacy teams',
    category: 'e-book',
    author: 'Dr Helen Carter MRPharmS',
    description:
      'A short e-book for the whole team: the endocannabinoid system, the UK’s legal framework since November 2018, product forms and the evidence by indication.',
    sections: [
      {
        heading: 'Chapter 1: the endocannabinoid system',
        paragraphs: [
          'CB1 receptors are dense in the central nervous system and mediate THC’s psychoactive effects; CB2 receptors sit mainly on immune cells. CBD has little affinity for either and acts through several other targets.',
        ],
      },
      {
        heading: 'Chapter 2: the law in the UK',
        paragraphs: [
          'Since 1 November 2018 cannabis-based products for medicinal use can be prescribed by doctors on the Specialist Register. Most are unlicensed specials imported under an MHRA notification.',
        ],
      },
      {
        heading: 'Chapter 3: the evidence',
        bullets: [
          'Treatment-resistant epilepsy (Epidyolex, licensed): strong evidence.',
          'Spasticity in multiple sclerosis (Sativex, licensed): moderate evidence.',
          'Chronic pain, anxiety and sleep: mixed, mostly observational evidence.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'Terpenes and cultivars: reading a certificate of analysis',
    category: 'e-book',
    author: 'Pharma Portal clinical team',
    description:
      'What a certificate of analysis tells you and what it does not: cannabinoid potency, terpene profile, moisture, microbial limits and heavy metals.',
    sections: [
      {
        heading: 'Potency',
        paragraphs: [
          'Flower potency is given as % w/w of total THC (THCA × 0.877 + THC). Check the batch on the certificate matches the batch on the pack.',
        ],
      },
      {
        heading: 'Terpenes',
        paragraphs: [
          'A terpene profile lists the main terpenes as % w/w. Myrcene, limonene and caryophyllene dominate most cultivars; the profile is a fingerprint, not a clinical claim.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'Controlled drugs policy for Schedule 2 cannabis-based products',
    category: 'policy',
    author: 'Pharma Portal governance group',
    description:
      'A model policy for pharmacies supplying CBPMs: responsibilities, ordering, receipt, storage, supply, returns and destruction, with the audit schedule.',
    sections: [
      {
        heading: 'Scope',
        paragraphs: [
          'This policy applies to every member of staff who orders, receives, stores, supplies or destroys a cannabis-based product for medicinal use in humans.',
        ],
      },
      {
        heading: 'Responsibilities',
        bullets: [
          'The responsible pharmacist: safe custody and the CD register on the day.',
          'The superintendent: the policy, its review and the annual audit.',
          'The accountable officer: concerns and destruction of patient returns.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'Patient confidentiality and sharing information with prescribing clinics',
    category: 'policy',
    author: 'Pharma Portal governance group',
    description:
      'When and how to share information with a private prescribing clinic and the patient’s GP, with the patient’s consent and under UK GDPR.',
    sections: [
      {
        heading: 'Consent',
        paragraphs: [
          'Record the patient’s consent to share information with the GP at the first supply. A patient who declines is still supplied; record the refusal.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'SOP: receiving and checking an imported CBPM delivery',
    category: 'sop',
    author: 'Pharma Portal governance group',
    description:
      'Step by step: checking the delivery against the order and the requisition, batch and expiry, certificate of analysis, and entering receipt in the CD register.',
    sections: [
      {
        heading: 'Procedure',
        bullets: [
          'Check the tamper seals and count the packs against the delivery note.',
          'Check the batch number and expiry against the certificate of analysis.',
          'Enter the receipt in the CD register before the end of the day.',
          'Store in the CD cabinet; report any discrepancy to the wholesaler the same day.',
        ],
      },
    ],
  },
  {
    kind: 'file',
    title: 'SOP: destruction of patient-returned cannabis-based medicines',
    category: 'sop',
    author: 'Pharma Portal governance group',
    description:
      'Denaturing returned flower and oils with a CD denaturing kit, the witness, and the returns register.',
    sections: [
      {
        heading: 'Procedure',
        bullets: [
          'Record the return in the patient returns register when it is received.',
          'Denature with an approved kit in the presence of an authorised witness.',
          'Both sign the register; the waste goes in the pharmaceutical waste bin.',
        ],
      },
    ],
  },
  {
    kind: 'link',
    title: 'NICE guideline NG144: cannabis-based medicinal products',
    category: 'guide',
    author: 'NICE',
    description:
      'The national recommendations for intractable nausea and vomiting, chronic pain, spasticity and severe treatment-resistant epilepsy.',
    url: 'https://www.nice.org.uk/guidance/ng144',
  },
  {
    kind: 'link',
    title: 'GPhC standards for pharmacy professionals',
    category: 'policy',
    author: 'General Pharmaceutical Council',
    description: 'The nine standards every pharmacist and pharmacy technician must meet.',
    url: 'https://www.pharmacyregulation.org/standards/standards-for-pharmacy-professionals',
  },
  {
    kind: 'link',
    title: 'MHRA: the supply of unlicensed medicinal products (“specials”)',
    category: 'guide',
    author: 'MHRA',
    description:
      'MHRA Guidance Note 14: who may supply an unlicensed medicine, and the records to keep.',
    url: 'https://www.gov.uk/government/publications/supply-unlicensed-medicinal-products-specials',
  },
];

/**
 * Every item of the portal's one library (decision 82): Education's own, then the documents Home
 * had in a library of its own (as files of the clinical team), in the seed's order.
 */
export const DEMO_LIBRARY_ALL: readonly (typeof DEMO_LIBRARY)[number][] = [
  ...DEMO_LIBRARY,
  ...DEMO_DOCUMENTS.map((d) => ({
    kind: 'file' as const,
    title: d.title,
    category: d.category,
    author: 'Pharma Portal clinical team',
    description: d.description,
    sections: d.sections.map((s) => ({
      heading: s.heading,
      ...('paragraphs' in s ? { paragraphs: [...s.paragraphs] } : {}),
      ...('bullets' in s ? { bullets: [...s.bullets] } : {}),
    })),
  })),
];

const fileNameOf = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)}.pdf`;

/** The library: generated PDFs stored as real files, and a few links; a week apart. */
export async function seedEducationLibrary(
  tx: Db,
  opts: { files: FileStorage; now: Date },
): Promise<void> {
  const service = createLibraryService({ db: tx, files: opts.files });
  const day = 24 * 60 * 60 * 1000;
  for (const [i, item] of DEMO_LIBRARY_ALL.entries()) {
    const publishedAt = new Date(opts.now.getTime() - (i + 1) * 7 * day);
    const base = {
      title: item.title,
      description: item.description,
      category: item.category,
      author: item.author,
      publishedAt,
    };
    if (item.kind === 'link') {
      await service.addLink({ ...base, url: item.url });
      continue;
    }
    const bytes = await renderPdf({
      title: item.title,
      subtitle: `${item.author} · Pharma Portal library`,
      sections: item.sections,
      footer: 'Demo document — not for clinical use',
    });
    await service.addFile({
      ...base,
      fileName: fileNameOf(item.title),
      contentType: 'application/pdf',
      bytes,
    });
  }
}
