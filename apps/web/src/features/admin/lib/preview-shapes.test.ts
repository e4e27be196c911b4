import { describe, expect, it } from 'vitest';
import { home, type education } from '@portal/contract';
import {
  eventOf,
  guideCardOf,
  libraryDocumentOf,
  libraryLinkOf,
  testimonialOf,
  usefulLinkOf,
} from './preview-shapes';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('Home’s and the library’s preview shapes', () => {
  it('a link as typed, its image left out read as none', () => {
    const link = usefulLinkOf({ title: '', text: 'NICE guidance', url: 'https://nice.org.uk' });
    expect(link).toMatchObject({ title: 'Untitled', url: 'https://nice.org.uk', imageUrl: null });
  });

  it('a testimonial’s stars typed as text become a number; out of range reads as 5', () => {
    const base = { name: 'Priya', role: 'Pharmacist', summary: 'Useful.' };
    expect(testimonialOf({ ...base, rating: '4' as unknown as number }).rating).toBe(4);
    expect(testimonialOf({ ...base, rating: '9' as unknown as number }).rating).toBe(5);
  });

  it('a guide card at its place, not yet done', () => {
    const card = guideCardOf(
      { title: 'Your profile', text: 'Add a photo', actionLabel: 'Go', actionPath: '/profile' },
      3,
    );
    expect(card).toMatchObject({ position: 3, state: 'new', imageUrl: null });
  });

  it('an event’s UK times as instants, an empty place and link as none', () => {
    const event = eventOf(
      {
        title: 'CPD evening',
        type: 'webinar',
        startsAt: '2026-07-01T19:00',
        endsAt: '2026-07-01T20:30',
        location: '',
        onlineUrl: '',
        organiser: 'The portal',
      },
      NOW,
    );
    expect(event).toMatchObject({
      startsAt: '2026-07-01T18:00:00.000Z',
      endsAt: '2026-07-01T19:30:00.000Z',
      timeZone: 'Europe/London',
      location: null,
      onlineUrl: null,
      description: '',
    });
    expect(eventOf({ title: '', organiser: '' } as never, NOW).type).toBe(home.EVENT_TYPES[0]);
  });

  it('a library document keeps its file’s size until another PDF is chosen', () => {
    // An edited document's form holds no file until another is chosen.
    const v = {
      title: 'SOP',
      author: 'GPhC',
      category: 'sop',
    } as education.LibraryDocumentFormValues;
    const current = { fileName: 'sop.pdf', sizeBytes: 2048 };
    expect(libraryDocumentOf(v, current, NOW)).toMatchObject({
      kind: 'file',
      fileName: 'sop.pdf',
      sizeBytes: 2048,
      publishedAt: new Date(NOW).toISOString(),
    });
  });

  it('a just-chosen PDF shows its own size, as the upload answered, before the save', () => {
    const v = { title: 'SOP', author: 'GPhC', category: 'sop' } as const;
    // The field holds the upload's whole answer; the schema sends only its key and name.
    const file = { key: 'library/x.pdf', fileName: 'new.pdf', sizeBytes: 5120 };
    const replaced = libraryDocumentOf({ ...v, file }, { fileName: 'sop.pdf', sizeBytes: 2048 });
    expect(replaced).toMatchObject({ fileName: 'new.pdf', sizeBytes: 5120 });
  });

  it('a library link shows its address once it is a whole http(s) one, and none before', () => {
    const v = { title: 'MHRA guidance', author: 'MHRA', category: 'guide' } as const;
    expect(libraryLinkOf({ ...v, url: 'htt' }, NOW)).toMatchObject({ kind: 'link', url: null });
    expect(libraryLinkOf({ ...v, url: 'javascript:alert(1)' }, NOW).url).toBeNull();
    expect(libraryLinkOf({ ...v, url: 'https://www.gov.uk/mhra' }, NOW)).toMatchObject({
      kind: 'link',
      url: 'https://www.gov.uk/mhra',
      fileName: null,
      sizeBytes: null,
      publishedAt: new Date(NOW).toISOString(),
    });
  });
});
