import {
  education,
  educationSchemas,
  home,
  londonInstant,
  products,
  type homeAdmin,
  type productsAdmin,
} from '@portal/contract';

// A form's values as they stand, in the shapes readers' components take: what the server would
// answer once saved (derived fields as it derives them), so the preview is the readers' view.

const PREVIEW_ID = 'preview';

/** A number typed as text; what is not one yet reads as 0. */
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return Number.isFinite(n) ? n : 0;
};

const instant = (local: string | undefined, fallback: number) =>
  new Date((local && londonInstant(local)) ?? fallback).toISOString();

/** A product as the catalogue lists it. */
export function productSummaryOf(
  v: productsAdmin.ProductFormValues,
  producer: { _id: string; name: string } | undefined,
  now = Date.now(),
): products.ProductSummary {
  const thc = { value: num(v.thc?.value), unit: v.thc?.unit ?? 'percent' };
  const cbd = { value: num(v.cbd?.value), unit: v.cbd?.unit ?? thc.unit };
  const terpenes = (v.terpenes ?? []).map((t) => ({ name: t.name, share: num(t.share) }));
  const prices = (v.packs ?? []).map((k) => num(k.pricePence));
  return {
    _id: PREVIEW_ID,
    name: v.name || 'Untitled',
    manufacturer: { _id: producer?._id ?? '', name: producer?.name ?? 'No producer', country: '' },
    form: v.form,
    cultivar: v.cultivar || null,
    strainType: v.strainType,
    thc,
    cbd,
    band: products.ratioBand(thc.value, cbd.value),
    dominantTerpene: products.dominantTerpene(terpenes),
    stockStatus: v.stockStatus,
    priceFromPence: prices.length ? Math.min(...prices) : 0,
    summary: v.summary,
    imageUrl: v.imageUrl ?? null,
    createdAt: new Date(now).toISOString(),
  };
}

/** A webinar as Education lists it, before anyone registers. */
export function webinarOf(v: education.WebinarFormValues, now = Date.now()): education.Webinar {
  const startsAt = instant(v.startsAt, now);
  const endsAt = instant(v.endsAt, now);
  const capacity = v.capacity === '' || v.capacity == null ? null : num(v.capacity);
  const state =
    Date.parse(endsAt) <= now ? 'ended' : Date.parse(startsAt) <= now ? 'live' : 'upcoming';
  return {
    _id: PREVIEW_ID,
    title: v.title || 'Untitled',
    summary: v.summary,
    description: v.description ?? '',
    speakers: (v.speakers ?? []).filter((s) => s.name),
    topics: v.topics ?? [],
    startsAt,
    endsAt,
    timeZone: 'Europe/London',
    imageUrl: v.imageUrl ?? null,
    state,
    capacity,
    registeredCount: 0,
    seatsLeft: capacity,
    isFull: false,
    isRegistered: false,
    joinUrl: null,
    recordingUrl: null,
  };
}

/** A key publication as Education lists it. */
export function keyPublicationOf(v: education.KeyPublicationFormValues): education.KeyPublication {
  return {
    _id: PREVIEW_ID,
    title: v.title || 'Untitled',
    citation: v.citation,
    doi: v.doi,
    doiUrl: `https://doi.org/${v.doi}`,
    year: num(v.year),
    summary: v.summary,
    practiceRelevance: v.practiceRelevance,
    topics: v.topics ?? [],
  };
}

/** An FAQ question in its topic, as the FAQ tab shows it. */
export function faqTopicOf(v: education.FaqEntryFormValues): education.FaqTopic {
  return {
    topic: v.topic || 'No topic',
    questions: [{ _id: PREVIEW_ID, question: v.question || 'No question', answer: v.answer }],
  };
}

/** A useful link as Home lists it. */
export function usefulLinkOf(v: homeAdmin.UsefulLinkFormValues): home.UsefulLink {
  return {
    _id: PREVIEW_ID,
    title: v.title || 'Untitled',
    text: v.text,
    url: v.url,
    imageUrl: v.imageUrl ?? null,
  };
}

/** A testimonial as Home lists it; a rating not yet given reads as 5 stars. */
export function testimonialOf(v: homeAdmin.TestimonialFormValues): home.Testimonial {
  const rating = Math.round(num(v.rating));
  return {
    _id: PREVIEW_ID,
    name: v.name || 'No name',
    role: v.role,
    photoUrl: v.photoUrl ?? null,
    summary: v.summary,
    rating: rating >= 1 && rating <= 5 ? rating : 5,
  };
}

/** A guide card, at its place in the order (moved by the list), as a member who has not done it sees it. */
export function guideCardOf(v: homeAdmin.GuideCardFormValues, position = 0): home.GuideCard {
  return {
    _id: PREVIEW_ID,
    title: v.title || 'Untitled',
    text: v.text,
    imageUrl: v.imageUrl ?? null,
    actionLabel: v.actionLabel,
    actionPath: v.actionPath,
    position,
    state: 'new',
  };
}

/** An event as Home's calendar lists it; times not yet given read as now. */
export function eventOf(v: homeAdmin.EventFormValues, now = Date.now()): home.Event {
  return {
    _id: PREVIEW_ID,
    title: v.title || 'Untitled',
    type: v.type ?? home.EVENT_TYPES[0],
    startsAt: instant(v.startsAt, now),
    endsAt: instant(v.endsAt, now),
    timeZone: 'Europe/London',
    location: v.location || null,
    onlineUrl: v.onlineUrl || null,
    organiser: v.organiser,
    description: v.description ?? '',
    imageUrl: v.imageUrl ?? null,
  };
}

/** What a library document and a link both show, as the library lists them. */
function libraryItemOf(
  v: education.LibraryLinkFormValues | education.LibraryDocumentFormValues,
  now: number,
) {
  return {
    _id: PREVIEW_ID,
    title: v.title || 'Untitled',
    description: v.description ?? '',
    category: v.category ?? education.LIBRARY_CATEGORIES[0],
    author: v.author,
    publishedAt: v.publishedAt ?? new Date(now).toISOString(),
  };
}

/**
 * A library document as the library lists it: the file chosen (its size as the upload answered,
 * kept in the field beside what is sent), or the one it has; published now when it has no date.
 */
export function libraryDocumentOf(
  v: education.LibraryDocumentFormValues,
  current: { fileName: string; sizeBytes: number } | null | undefined,
  now = Date.now(),
): education.LibraryItem {
  const chosen = v.file as Partial<education.LibraryFileUpload> | undefined;
  return {
    ...libraryItemOf(v, now),
    kind: 'file',
    fileName: chosen?.fileName ?? current?.fileName ?? null,
    fileType: 'PDF',
    contentType: 'application/pdf',
    sizeBytes: chosen ? (chosen.sizeBytes ?? null) : (current?.sizeBytes ?? null),
    url: null,
  };
}

/** A library link as the library lists it; an address not yet whole (http or https) is none. */
export function libraryLinkOf(
  v: education.LibraryLinkFormValues,
  now = Date.now(),
): education.LibraryItem {
  const url = educationSchemas.LibraryLinkBodySchema.shape.url.safeParse(v.url);
  return {
    ...libraryItemOf(v, now),
    kind: 'link',
    fileName: null,
    fileType: null,
    contentType: null,
    sizeBytes: null,
    url: url.success ? url.data : null,
  };
}
