import type { news } from '@portal/contract';

let seq = 0;
/** A fixed-format uuid, unique per call, as the contract's id schemas expect. */
export const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export const categoryFixture = (
  overrides: Partial<news.CategoryWithCount> = {},
): news.CategoryWithCount => ({
  _id: uuid(),
  name: 'Clinical Practice',
  slug: 'clinical-practice',
  description: '',
  articleCount: 3,
  ...overrides,
});

export const articleFixture = (overrides: Partial<news.Article> = {}): news.Article => ({
  _id: uuid(),
  title: 'Pharmacy First: a year on',
  summary: 'What changed for community pharmacies.',
  imageUrl: null,
  category: { _id: '00000000-0000-4000-8000-00000000c001', name: 'Clinical Practice' },
  authorName: 'Helen McKay',
  publishedAt: '2026-11-11T09:00:00.000Z',
  viewCount: 1234,
  commentCount: 2,
  isBookmarked: false,
  ...overrides,
});
