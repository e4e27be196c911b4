// Demo catalogue: fictional licensed producers and their products, generated from the seeded
// random source, so every fresh database has the same realistic range of forms, strain types,
// potencies, terpene profiles, stock and prices.
import type { products as contract } from '@portal/contract';
import type { Db } from '../db/client';
import { productDeclarations } from '../db/schema';
import { createProductsService } from '../modules/products/products.service';
import type { ProductInput } from '../modules/products/catalogue.service';
import type { Random } from './random';

const PRODUCERS = [
  ['Albion Botanicals', 'United Kingdom', 'GMP-certified indoor cultivation in the East Midlands.'],
  ['Northvale Therapeutics', 'Canada', 'Licensed producer exporting to the UK since 2019.'],
  ['Tierra Verde Medical', 'Colombia', 'Outdoor and greenhouse cultivation at altitude.'],
  ['Helvetia Cannabis Medical', 'Switzerland', 'Full-spectrum extracts under Swiss GMP.'],
  ['Maple Ridge Medicinals', 'Canada', 'Small-batch, hand-trimmed flower.'],
  ['Algarve Medical Growers', 'Portugal', 'EU-GMP greenhouse flower and oils.'],
  ['Danube Pharma Cultivation', 'Germany', 'Pharmaceutical-grade extracts and capsules.'],
  ['Southern Cross Cannabis', 'Australia', 'Indoor cultivation with terpene-preserving curing.'],
  ['Lowlands Medical', 'Netherlands', 'Standardised flower for pharmacies.'],
] as const;

const CULTIVARS = [
  'Glacier Haze',
  'Citrus Meridian',
  'Pennine Kush',
  'Velvet Orchard',
  'Harbour Light',
  'Amber Fields',
  'Northern Lantern',
  'Copper Valley',
  'Sea Fennel',
  'Lavender Moor',
  'Granite Peak',
  'Summer Solstice',
  'Blue Estuary',
  'Wildflower OG',
];
const TERPENES = [
  'Myrcene',
  'Limonene',
  'Caryophyllene',
  'Pinene',
  'Linalool',
  'Humulene',
  'Terpinolene',
  'Ocimene',
];
const FORMS: contract.ProductForm[] = [
  'flower',
  'flower',
  'flower',
  'oil',
  'oil',
  'capsule',
  'vape-cartridge',
  'pastille',
];
const STOCK: contract.StockStatus[] = [
  'in-stock',
  'in-stock',
  'in-stock',
  'low-stock',
  'out-of-stock',
];
const STRAINS: contract.StrainType[] = ['indica', 'sativa', 'hybrid'];

const round1 = (n: number) => Math.round(n * 10) / 10;

function potencies(form: contract.ProductForm, rnd: Random, kind: number) {
  // kind 0: THC-dominant, 1: balanced, 2: CBD-dominant.
  const pick = (thc: [number, number], cbd: [number, number]) => ({
    thc: round1(rnd.int(thc[0] * 10, thc[1] * 10) / 10),
    cbd: round1(rnd.int(cbd[0] * 10, cbd[1] * 10) / 10),
  });
  switch (form) {
    case 'flower': {
      const v = [pick([18, 28], [0.1, 1]), pick([6, 10], [6, 10]), pick([0.5, 5], [10, 15])][kind]!;
      return { ...v, unit: 'percent' as const };
    }
    case 'vape-cartridge': {
      const v = [pick([60, 85], [0.5, 3]), pick([30, 40], [30, 40]), pick([2, 10], [50, 70])][
        kind
      ]!;
      return { ...v, unit: 'percent' as const };
    }
    case 'oil': {
      const v = [pick([20, 50], [0.5, 5]), pick([10, 25], [10, 25]), pick([1, 10], [50, 100])][
        kind
      ]!;
      return { ...v, unit: 'mg-per-ml' as const };
    }
    default: {
      const v = [pick([5, 10], [0.1, 1]), pick([2.5, 5], [2.5, 5]), pick([0.5, 2], [10, 25])][
        kind
      ]!;
      return { ...v, unit: 'mg-per-unit' as const };
    }
  }
}

function packsOf(form: contract.ProductForm, rnd: Random): ProductInput['packs'] {
  switch (form) {
    case 'flower': {
      const perGram = rnd.int(550, 1000);
      return [10, 15, 30].map((g) => ({
        size: g,
        unit: 'g' as const,
        pricePence: Math.round((perGram * g * (g === 30 ? 0.9 : 1)) / 10) * 10,
      }));
    }
    case 'oil':
      return [10, 30].map((ml) => ({
        size: ml,
        unit: 'ml' as const,
        pricePence: rnd.int(45, 75) * 100 * (ml / 10) - (ml === 30 ? 1500 : 0),
      }));
    case 'capsule':
      return [30, 60].map((n) => ({
        size: n,
        unit: 'capsules' as const,
        pricePence: rnd.int(60, 110) * 100 * (n / 30),
      }));
    case 'vape-cartridge':
      return [{ size: 1, unit: 'cartridge' as const, pricePence: rnd.int(45, 80) * 100 }];
    case 'pastille':
      return [{ size: 30, unit: 'pastilles' as const, pricePence: rnd.int(50, 90) * 100 }];
  }
}

function terpeneProfile(rnd: Random) {
  const names = [...TERPENES].sort(() => rnd.next() - 0.5).slice(0, rnd.int(3, 6));
  const weights = names.map(() => rnd.int(5, 50));
  const sum = weights.reduce((a, b) => a + b, 0);
  return names.map((name, i) => ({ name, share: round1((weights[i]! / sum) * 100) }));
}

const FORM_LABEL: Record<contract.ProductForm, string> = {
  flower: 'Flower',
  oil: 'Oil',
  capsule: 'Capsules',
  'vape-cartridge': 'Vape cartridge',
  pastille: 'Pastilles',
};

/** 9 producers, 60 products of every form, band and stock status, and declarations. */
export async function seedProducts(
  tx: Db,
  rnd: Random,
  opts: { pharmacistId: string; now: Date },
): Promise<void> {
  const { catalogue } = createProductsService({ db: tx });
  const producerIds: string[] = [];
  for (const [name, country, description] of PRODUCERS) {
    producerIds.push(
      await catalogue.addManufacturer({
        id: rnd.uuid(),
        name,
        country,
        description,
        website: `https://${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      }),
    );
  }
  const productIds: string[] = [];
  const productPacks: ProductInput['packs'][] = [];
  for (let i = 0; i < 60; i++) {
    const form = FORMS[i % FORMS.length]!;
    const kind = i % 3;
    const p = potencies(form, rnd, kind);
    const producer = i % PRODUCERS.length;
    const cultivar = CULTIVARS[rnd.int(0, CULTIVARS.length - 1)]!;
    const strength =
      p.unit === 'percent'
        ? `T${Math.round(p.thc)}:C${Math.round(p.cbd)}`
        : `${Math.round(p.thc)}:${Math.round(p.cbd)}`;
    const stock = STOCK[rnd.int(0, STOCK.length - 1)]!;
    const created = new Date(opts.now.getTime() - (60 - i) * 3 * 86_400_000);
    const product: ProductInput = {
      id: rnd.uuid(),
      manufacturerId: producerIds[producer]!,
      name: `${PRODUCERS[producer]![0].split(' ')[0]} ${cultivar} ${FORM_LABEL[form]} ${strength}`,
      form,
      cultivar: form === 'capsule' || form === 'pastille' ? null : cultivar,
      strainType: STRAINS[rnd.int(0, 2)]!,
      thc: { value: p.thc, unit: p.unit },
      cbd: { value: p.cbd, unit: p.unit },
      terpenes:
        form === 'flower' || form === 'vape-cartridge' || form === 'oil' ? terpeneProfile(rnd) : [],
      countryOfOrigin: PRODUCERS[producer]![1],
      irradiated: form === 'flower' && rnd.next() < 0.4,
      stockStatus: stock,
      stockChangedAt: new Date(opts.now.getTime() - rnd.int(1, 40) * 86_400_000),
      summary: `${FORM_LABEL[form]} from ${PRODUCERS[producer]![0]} (${PRODUCERS[producer]![1]}), ${
        ['THC-dominant', 'balanced THC and CBD', 'CBD-dominant'][kind]
      }. Supplied to UK pharmacies against a specialist prescription.`,
      description:
        `<p>${FORM_LABEL[form]} produced by ${PRODUCERS[producer]![0]} under GMP.</p>` +
        '<ul><li>Store below 25 °C, away from light.</li><li>Keep out of the reach of children.</li>' +
        '<li>Schedule 2 controlled drug: record every supply in the CD register.</li></ul>',
      packs: packsOf(form, rnd),
      createdAt: created,
    };
    productIds.push(await catalogue.addProduct(product));
    productPacks.push(product.packs);
  }
  await tx.insert(productDeclarations).values(
    [0, 3, 7].map((n, i) => ({
      id: rnd.uuid(),
      userId: opts.pharmacistId,
      productId: productIds[n]!,
      packSize: productPacks[n]![0]!.size,
      packUnit: productPacks[n]![0]!.unit,
      prescriberName: 'Dr Hannah Okafor',
      registrationNumber: '7012345',
      quantity: i + 1,
      indication: ['Chronic neuropathic pain', 'Treatment-resistant epilepsy', 'Spasticity in MS'][
        i
      ]!,
      patientReference: `PT-${1040 + i}`,
      signature: 'Hannah Okafor',
      declaredOn: new Date(opts.now.getTime() - (10 - i) * 86_400_000).toISOString().slice(0, 10),
    })),
  );
}
