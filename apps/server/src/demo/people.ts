// Realistic UK names and places for demo people.

export type Gender = 'female' | 'male';

/** First names with the gender their titles must fit (order kept: the seed picks by index). */
export const FIRST_NAMES: readonly { name: string; gender: Gender }[] = [
  { name: 'Amelia', gender: 'female' },
  { name: 'Oliver', gender: 'male' },
  { name: 'Isla', gender: 'female' },
  { name: 'Harry', gender: 'male' },
  { name: 'Ava', gender: 'female' },
  { name: 'George', gender: 'male' },
  { name: 'Mia', gender: 'female' },
  { name: 'Noah', gender: 'male' },
  { name: 'Sophia', gender: 'female' },
  { name: 'Jack', gender: 'male' },
  { name: 'Priya', gender: 'female' },
  { name: 'Arjun', gender: 'male' },
  { name: 'Aisha', gender: 'female' },
  { name: 'Mohammed', gender: 'male' },
  { name: 'Chloe', gender: 'female' },
  { name: 'Thomas', gender: 'male' },
  { name: 'Emily', gender: 'female' },
  { name: 'James', gender: 'male' },
  { name: 'Grace', gender: 'female' },
  { name: 'William', gender: 'male' },
  { name: 'Niamh', gender: 'female' },
  { name: 'Callum', gender: 'male' },
  { name: 'Eilidh', gender: 'female' },
  { name: 'Rhys', gender: 'male' },
  { name: 'Ffion', gender: 'female' },
  { name: 'Dylan', gender: 'male' },
  { name: 'Zara', gender: 'female' },
  { name: 'Hamza', gender: 'male' },
  { name: 'Ruby', gender: 'female' },
  { name: 'Samuel', gender: 'male' },
];

export const LAST_NAMES = [
  'Hughes',
  'Bennett',
  'Patel',
  'Khan',
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Robinson',
  'Thompson',
  'White',
  'Edwards',
  'Green',
  'Hall',
  'Campbell',
  'Murray',
  'MacDonald',
  'Shah',
  'Begum',
  'Ali',
  'Clarke',
  'Lewis',
  'Morgan',
  'Price',
] as const;

/** Postcode areas (the outward code's letters) and the town each stands for here. */
export const POSTCODE_AREAS: Readonly<Record<string, string>> = {
  M: 'Manchester',
  LS: 'Leeds',
  BS: 'Bristol',
  B: 'Birmingham',
  CF: 'Cardiff',
  G: 'Glasgow',
  EH: 'Edinburgh',
  BT: 'Belfast',
  NG: 'Nottingham',
  S: 'Sheffield',
  L: 'Liverpool',
  NE: 'Newcastle upon Tyne',
  LE: 'Leicester',
  BN: 'Brighton',
  NR: 'Norwich',
  EX: 'Exeter',
  YO: 'York',
  SA: 'Swansea',
  AB: 'Aberdeen',
  SO: 'Southampton',
  SE: 'London',
};

/** Towns with real postcodes in them, for demo work places. */
export const PLACES: readonly { town: string; postcodes: readonly string[] }[] = [
  { town: 'Manchester', postcodes: ['M1 1AE', 'M2 4WU', 'M4 1HN'] },
  { town: 'Leeds', postcodes: ['LS1 4AP', 'LS2 8NG', 'LS6 1DR'] },
  { town: 'Bristol', postcodes: ['BS1 5TR', 'BS8 1TH'] },
  { town: 'Birmingham', postcodes: ['B3 2BJ', 'B5 4BU'] },
  { town: 'Cardiff', postcodes: ['CF10 1EP', 'CF10 5AL', 'CF24 3AA'] },
  { town: 'Glasgow', postcodes: ['G1 3SL', 'G12 8QQ'] },
  { town: 'Edinburgh', postcodes: ['EH1 1YZ', 'EH3 9HA'] },
  { town: 'Belfast', postcodes: ['BT1 5GS', 'BT7 1NN'] },
  { town: 'Nottingham', postcodes: ['NG1 5FS', 'NG7 2UH'] },
  { town: 'Sheffield', postcodes: ['S1 2HE', 'S10 2TN'] },
  { town: 'Liverpool', postcodes: ['L1 8JQ', 'L3 5TQ'] },
  { town: 'Newcastle upon Tyne', postcodes: ['NE1 7RU', 'NE2 4HH'] },
  { town: 'Leicester', postcodes: ['LE1 5WW', 'LE2 7LX'] },
  { town: 'Brighton', postcodes: ['BN1 1UG', 'BN2 1TW'] },
  { town: 'Norwich', postcodes: ['NR1 3JU', 'NR2 1TF'] },
  { town: 'Exeter', postcodes: ['EX1 1EE', 'EX4 3SR'] },
  { town: 'York', postcodes: ['YO1 7HH', 'YO10 5DD'] },
  { town: 'Swansea', postcodes: ['SA1 3SN', 'SA2 8PP'] },
  { town: 'Aberdeen', postcodes: ['AB10 1FY', 'AB24 3FX'] },
  { town: 'Southampton', postcodes: ['SO14 7DU', 'SO17 1BJ'] },
];

/** The town a UK postcode's area stands for in the demo data, if it is one of ours. */
export function townOfPostcode(postcode: string): string | undefined {
  return POSTCODE_AREAS[/^[A-Z]+/.exec(postcode.toUpperCase())?.[0] ?? ''];
}

/** Titles that fit a person: Dr for doctors only, otherwise by gender. */
export function titlesFor(gender: Gender, role: string): readonly string[] {
  if (role === 'doctor') return ['Dr'];
  return gender === 'male' ? ['Mr'] : ['Mrs', 'Ms', 'Miss'];
}
