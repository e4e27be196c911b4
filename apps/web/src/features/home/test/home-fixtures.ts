import type { home, news } from '@portal/contract';

let seq = 0;
/** A fixed-format uuid, unique per call, as the contract's id schemas expect. */
export const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export const guideCardFixture = (overrides: Partial<home.GuideCard> = {}): home.GuideCard => ({
  _id: uuid(),
  title: 'Complete your profile',
  text: 'Add your biography and the places you work.',
  imageUrl: null,
  actionLabel: 'Open profile',
  actionPath: '/profile',
  position: 1,
  state: 'new',
  ...overrides,
});

/** Five cards, the first done, as the demo pharmacist has them. */
export const guideCardsFixture = (): home.GuideCard[] =>
  ['Complete your profile', 'Self-certify', 'Catch up with the news', 'Talk', 'Keep learning'].map(
    (title, i) =>
      guideCardFixture({ title, position: i + 1, state: i === 0 ? 'completed' : 'new' }),
  );

export const eventFixture = (overrides: Partial<home.Event> = {}): home.Event => ({
  _id: uuid(),
  title: 'Pharmacy First: clinical pathways refresher',
  type: 'webinar',
  // 18:30-19:30 in London (British Summer Time).
  startsAt: '2026-06-12T17:30:00.000Z',
  endsAt: '2026-06-12T18:30:00.000Z',
  timeZone: 'Europe/London',
  location: null,
  onlineUrl: 'https://events.portal.test/join/abc',
  organiser: 'Royal Pharmaceutical Society',
  description: '<p>Seven conditions, one hour.</p>',
  imageUrl: null,
  ...overrides,
});

export const documentFixture = (
  overrides: Partial<home.LibraryDocument> = {},
): home.LibraryDocument => ({
  _id: uuid(),
  title: 'Controlled drugs register: worked examples',
  description: 'Entries for receipts, supplies and destructions.',
  category: 'Controlled drugs',
  fileName: 'controlled-drugs-register-worked-examples.pdf',
  contentType: 'application/pdf',
  fileType: 'PDF',
  sizeBytes: 14_336,
  createdAt: '2026-05-01T09:00:00.000Z',
  ...overrides,
});

export const linkFixture = (overrides: Partial<home.UsefulLink> = {}): home.UsefulLink => ({
  _id: uuid(),
  title: 'NHS Specialist Pharmacy Service',
  text: 'Medicines advice for NHS pharmacy teams.',
  url: 'www.sps.nhs.uk',
  imageUrl: null,
  ...overrides,
});

export const testimonialFixture = (
  overrides: Partial<home.Testimonial> = {},
): home.Testimonial => ({
  _id: uuid(),
  name: 'Priya Raman',
  role: 'Community pharmacist, Leicester',
  photoUrl: null,
  summary: 'The product catalogue saves me a phone call on every new prescription.',
  rating: 4,
  ...overrides,
});

export const articleFixture = (overrides: Partial<news.Article> = {}): news.Article => ({
  _id: uuid(),
  title: 'Pharmacy First: a year on',
  summary: 'What changed for community pharmacies.',
  imageUrl: null,
  category: { _id: '00000000-0000-4000-8000-00000000c001', name: 'Clinical Practice' },
  authorName: 'Helen McKay',
  publishedAt: '2026-05-11T09:00:00.000Z',
  viewCount: 1234,
  commentCount: 2,
  isBookmarked: false,
  ...overrides,
});
