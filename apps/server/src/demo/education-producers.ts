import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { manufacturers } from '../db/schema';
import { createProducersService } from '../modules/education/producers.service';

type Licence = { type: string; number: string; issuer: string };

const HOME_OFFICE_IMPORT = (n: string): Licence => ({
  type: 'Import into the UK (via a licensed importer)',
  number: `HO-IMP-${n}`,
  issuer: 'Home Office',
});

/** Profiles of the demo producers (demo/products.ts), by name. */
export const DEMO_PRODUCER_PROFILES: Readonly<
  Record<
    string,
    { summary: string; licences: Licence[]; email: string; phone: string | null; address: string }
  >
> = {
  'Albion Botanicals': {
    summary: 'UK cultivator of GMP flower and oils, grown indoors in the East Midlands.',
    licences: [
      { type: 'Cultivation (Schedule 1 / 2)', number: 'HO-CULT-2021-0147', issuer: 'Home Office' },
      { type: 'GMP manufacture', number: 'MIA 40213/0007', issuer: 'MHRA' },
    ],
    email: 'medical@albionbotanicals.example',
    phone: '0115 496 0190',
    address: 'Unit 4, Trent Gateway, Nottingham NG2 3BQ',
  },
  'Northvale Therapeutics': {
    summary: 'Canadian licensed producer exporting standardised flower to the UK since 2019.',
    licences: [
      { type: 'Cultivation and processing', number: 'LIC-8NV2-4Q7D', issuer: 'Health Canada' },
      HOME_OFFICE_IMPORT('2019-2231'),
    ],
    email: 'uk@northvale.example',
    phone: null,
    address: '1200 Harbour Road, Kelowna, BC, Canada',
  },
  'Tierra Verde Medical': {
    summary: 'High-altitude greenhouse cultivation in the Colombian Andes.',
    licences: [
      {
        type: 'Psychoactive cannabis cultivation',
        number: 'MJ-2020-0932',
        issuer: 'Ministerio de Justicia (Colombia)',
      },
      {
        type: 'EU-GMP certificate',
        number: 'DE-BW-02-GMP-2022-0118',
        issuer: 'Regierungspräsidium Tübingen',
      },
      HOME_OFFICE_IMPORT('2022-0614'),
    ],
    email: 'export@tierraverde.example',
    phone: null,
    address: 'Vereda El Tablazo, Rionegro, Antioquia, Colombia',
  },
  'Helvetia Cannabis Medical': {
    summary: 'Full-spectrum extracts made under Swiss GMP.',
    licences: [
      { type: 'Narcotics manufacture', number: 'BAG-BetmG-2020-114', issuer: 'Swissmedic' },
      HOME_OFFICE_IMPORT('2021-0877'),
    ],
    email: 'medical@helvetiacm.example',
    phone: null,
    address: 'Industriestrasse 9, 6300 Zug, Switzerland',
  },
  'Maple Ridge Medicinals': {
    summary: 'Small-batch, hand-trimmed flower from British Columbia.',
    licences: [
      { type: 'Micro-cultivation', number: 'LIC-MR41-77CB', issuer: 'Health Canada' },
      HOME_OFFICE_IMPORT('2023-0102'),
    ],
    email: 'info@mapleridgemed.example',
    phone: null,
    address: '88 Ridge Road, Maple Ridge, BC, Canada',
  },
  'Algarve Medical Growers': {
    summary: 'EU-GMP greenhouse flower and oils from southern Portugal.',
    licences: [
      { type: 'Cultivation, import and export', number: 'INF-CAN-2021-017', issuer: 'INFARMED' },
      { type: 'EU-GMP certificate', number: 'PT-GMP-2022-044', issuer: 'INFARMED' },
    ],
    email: 'uk@algarvemedical.example',
    phone: null,
    address: 'Estrada Nacional 125, Lagoa, Portugal',
  },
  'Danube Pharma Cultivation': {
    summary: 'Pharmaceutical-grade extracts and capsules from Bavaria.',
    licences: [
      {
        type: 'Manufacturing authorisation (§13 AMG)',
        number: 'DE-BY-05-MIA-2020-0311',
        issuer: 'Regierung von Oberbayern',
      },
      HOME_OFFICE_IMPORT('2020-1409'),
    ],
    email: 'export@danubepharma.example',
    phone: null,
    address: 'Donaustraße 17, 93059 Regensburg, Germany',
  },
  'Southern Cross Cannabis': {
    summary: 'Indoor cultivation with terpene-preserving slow curing.',
    licences: [
      {
        type: 'Medicinal cannabis licence',
        number: 'ODC-MCL-2021-0066',
        issuer: 'Office of Drug Control (Australia)',
      },
      HOME_OFFICE_IMPORT('2024-0290'),
    ],
    email: 'uk@southerncross.example',
    phone: null,
    address: '41 Kembla Street, Wollongong NSW, Australia',
  },
  'Lowlands Medical': {
    summary: 'Standardised flower for pharmacies, grown under Dutch government contract.',
    licences: [
      {
        type: 'Cultivation on behalf of the Office of Medicinal Cannabis',
        number: 'BMC-2019-003',
        issuer: 'CIBG (Netherlands)',
      },
      HOME_OFFICE_IMPORT('2019-1876'),
    ],
    email: 'pharmacy@lowlandsmedical.example',
    phone: null,
    address: 'Handelsweg 12, 2631 Nootdorp, Netherlands',
  },
};

/** A profile for each demo producer (run after the catalogue: demo/products.ts). */
export async function seedEducationProducers(tx: Db): Promise<void> {
  const service = createProducersService({ db: tx });
  const rows = await tx
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(inArray(manufacturers.name, Object.keys(DEMO_PRODUCER_PROFILES)));
  for (const r of rows)
    await service.addProfile({ manufacturerId: r.id, ...DEMO_PRODUCER_PROFILES[r.name]! });
}
