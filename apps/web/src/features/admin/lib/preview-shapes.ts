import { londonInstant, products, type education, type productsAdmin } from '@portal/contract';

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
