// The UK towns and cities a city picker offers (SPEC §9). The lists below are by nation and, as
// the spec's own list did, name some places twice (a Newport in Wales and on the Isle of Wight,
// a Richmond in London and in Yorkshire; cities listed both as a city and as a county town):
// `UK_TOWNS` is them all once, sorted, and is the only list anything reads.

// prettier-ignore
const ENGLAND = [
  'Bath', 'Bedford', 'Birmingham', 'Blackburn', 'Blackpool', 'Bolton', 'Bournemouth', 'Bradford',
  'Brighton', 'Bristol', 'Cambridge', 'Canterbury', 'Carlisle', 'Chelmsford', 'Cheltenham',
  'Chester', 'Colchester', 'Coventry', 'Derby', 'Doncaster', 'Durham', 'Exeter', 'Gloucester',
  'Guildford', 'Harrogate', 'Huddersfield', 'Hull', 'Ipswich', 'Lancaster', 'Leeds', 'Leicester',
  'Lincoln', 'Liverpool', 'London', 'Luton', 'Maidstone', 'Manchester', 'Middlesbrough',
  'Milton Keynes', 'Newcastle upon Tyne', 'Newport', 'Northampton', 'Norwich', 'Nottingham',
  'Oxford', 'Peterborough', 'Plymouth', 'Portsmouth', 'Preston', 'Reading', 'Richmond',
  'Salford', 'Salisbury', 'Sheffield', 'Shrewsbury', 'Southampton', 'Southend-on-Sea',
  'St Albans', 'Stockport', 'Stoke-on-Trent', 'Sunderland', 'Swindon', 'Taunton', 'Truro',
  'Wakefield', 'Warrington', 'Winchester', 'Wolverhampton', 'Worcester', 'York',
];

/** County towns of England; several are cities of the list above too. */
// prettier-ignore
const ENGLISH_COUNTY_TOWNS = [
  'Aylesbury', 'Bedford', 'Cambridge', 'Chelmsford', 'Chester', 'Chichester', 'Derby',
  'Dorchester', 'Durham', 'Exeter', 'Gloucester', 'Hertford', 'Ipswich', 'Kendal', 'Leicester',
  'Lewes', 'Lincoln', 'Maidstone', 'Matlock', 'Newport', 'Northallerton', 'Norwich', 'Nottingham',
  'Oakham', 'Oxford', 'Reading', 'Shrewsbury', 'Stafford', 'Taunton', 'Trowbridge', 'Truro',
  'Warwick', 'Winchester', 'Worcester', 'York',
];

// prettier-ignore
const SCOTLAND = [
  'Aberdeen', 'Ayr', 'Dumfries', 'Dundee', 'Dunfermline', 'Edinburgh', 'Elgin', 'Falkirk',
  'Fort William', 'Glasgow', 'Inverness', 'Kilmarnock', 'Kirkcaldy', 'Livingston', 'Oban',
  'Paisley', 'Perth', 'Stirling',
];

// prettier-ignore
const WALES = [
  'Aberystwyth', 'Bangor', 'Bridgend', 'Cardiff', 'Carmarthen', 'Llandudno', 'Merthyr Tydfil',
  'Newport', 'Newtown', 'Swansea', 'Wrexham',
];

// prettier-ignore
const NORTHERN_IRELAND = [
  'Armagh', 'Ballymena', 'Bangor', 'Belfast', 'Coleraine', 'Derry', 'Enniskillen', 'Lisburn',
  'Newry', 'Omagh',
];

/** Every list above as it is written: with the places it names twice. */
export const UK_TOWNS_AS_LISTED: readonly string[] = [
  ...ENGLAND,
  ...ENGLISH_COUNTY_TOWNS,
  ...SCOTLAND,
  ...WALES,
  ...NORTHERN_IRELAND,
];

/** Each name once (case and spacing aside), sorted as the UK reads them. */
export function uniqueTowns(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const clean = name.trim().replace(/\s+/g, ' ');
    const key = clean.toLocaleLowerCase('en-GB');
    if (clean && !byKey.has(key)) byKey.set(key, clean);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

/** The UK towns and cities of the city picker and the clinic filter: each once, sorted. */
export const UK_TOWNS = uniqueTowns(UK_TOWNS_AS_LISTED) as [string, ...string[]];
export type UkTown = string;
