// The zod schemas of endpoints/education/cpd.ts, under the descriptors' names, and the form's.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { messages, optionalField, requiredString } from '../../validation';
import {
  CPD_ENTRY_TYPES,
  CPD_EVIDENCE_ID,
  CPD_EVIDENCE_MAX_FILES,
  CPD_SOURCE_KINDS,
  CPD_TEXT_MAX_LENGTH,
  CPD_TITLE_MAX_LENGTH,
  cpdEvidenceId,
  type CpdEntryType,
} from '../../endpoints/education/cpd';
import type { EndpointSchemas } from '../../endpoint';

/** What on the portal a record started from. */
export const CpdSourceSchema = z.strictObject({
  kind: z.enum(CPD_SOURCE_KINDS, { error: 'Invalid source' }),
  id: z.uuid({ error: 'Invalid source' }),
  title: requiredString({ max: 300 }),
});
export type CpdSource = z.infer<typeof CpdSourceSchema>;

/**
 * An attached evidence file: a url `cpd/evidence` gave the caller (`/api/cpd/evidence/{id}`,
 * private to them), and its name.
 */
export const CpdEvidenceSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .max(300)
    .refine((v) => cpdEvidenceId(v) !== null, { error: 'Invalid evidence file' }),
  name: requiredString({ max: 200 }),
});
export type CpdEvidence = z.infer<typeof CpdEvidenceSchema>;

const YEARS = { min: '2000', max: '2999' };
/** A calendar day, YYYY-MM-DD. */
export const cpdDay = () =>
  z.iso
    .date({ error: 'This field must be a date (YYYY-MM-DD)' })
    .refine((d) => d >= `${YEARS.min}-01-01` && d <= `${YEARS.max}-12-31`, {
      error: `This field must be a date between ${YEARS.min} and ${YEARS.max}`,
    });

const text = () => optionalField(requiredString({ max: CPD_TEXT_MAX_LENGTH }));

/** The fields each type of record asks for, besides title, date and the benefit example. */
export const CPD_FIELDS_BY_TYPE: Record<
  CpdEntryType,
  readonly ('plannedWhat' | 'plannedHow' | 'learnedWhat' | 'whyRelevant' | 'reflection')[]
> = {
  planned: ['plannedWhat', 'plannedHow'],
  unplanned: ['learnedWhat', 'whyRelevant'],
  'peer-discussion': ['reflection'],
  'reflective-account': ['reflection'],
};

/**
 * A CPD record as the form sends it. Which texts are required depends on `type`
 * ({@link CPD_FIELDS_BY_TYPE}); the example of the benefit to the people served always is.
 * Texts another type asks for are dropped.
 */
export const CpdEntryBodySchema = z
  .strictObject({
    type: z.enum(CPD_ENTRY_TYPES, { error: messages.required }),
    title: requiredString({ max: CPD_TITLE_MAX_LENGTH }),
    activityDate: cpdDay(),
    /** Planned: what they plan to learn, and how. */
    plannedWhat: text(),
    plannedHow: text(),
    /** Unplanned: what they learned, and why it was relevant to their practice. */
    learnedWhat: text(),
    whyRelevant: text(),
    /** Peer discussion or reflective account: what was discussed or reflected on. */
    reflection: text(),
    /** An example of how it benefited the people they serve. */
    benefitExample: requiredString({ max: CPD_TEXT_MAX_LENGTH }),
    source: CpdSourceSchema.nullable().default(null),
    evidence: z
      .array(CpdEvidenceSchema)
      .max(CPD_EVIDENCE_MAX_FILES, { error: `Attach at most ${CPD_EVIDENCE_MAX_FILES} files` })
      .default([]),
  })
  .superRefine((v, ctx) => {
    for (const field of CPD_FIELDS_BY_TYPE[v.type] ?? []) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
    }
  })
  .transform((v) => {
    const asked = new Set<string>(CPD_FIELDS_BY_TYPE[v.type]);
    const keep = (field: (typeof CPD_FIELDS_BY_TYPE)[CpdEntryType][number]) =>
      asked.has(field) ? (v[field] ?? null) : null;
    return {
      type: v.type,
      title: v.title,
      activityDate: v.activityDate,
      plannedWhat: keep('plannedWhat'),
      plannedHow: keep('plannedHow'),
      learnedWhat: keep('learnedWhat'),
      whyRelevant: keep('whyRelevant'),
      reflection: keep('reflection'),
      benefitExample: v.benefitExample,
      source: v.source,
      evidence: v.evidence,
    };
  });
export type CpdEntryBody = z.output<typeof CpdEntryBodySchema>;
export type CpdEntryForm = z.input<typeof CpdEntryBodySchema>;

export const CpdEntrySchema = z.object({
  _id: z.string(),
  type: z.enum(CPD_ENTRY_TYPES),
  title: z.string(),
  activityDate: z.string(),
  plannedWhat: z.string().nullable(),
  plannedHow: z.string().nullable(),
  learnedWhat: z.string().nullable(),
  whyRelevant: z.string().nullable(),
  reflection: z.string().nullable(),
  benefitExample: z.string(),
  source: z
    .object({ kind: z.enum(CPD_SOURCE_KINDS), id: z.string(), title: z.string() })
    .nullable(),
  evidence: z.array(z.object({ url: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CpdEntry = z.infer<typeof CpdEntrySchema>;

export const CpdListQuerySchema = ListQuerySchema.extend({
  /** `current`: the revalidation year up to the renewal date; `all`: every record. */
  period: z.enum(['current', 'all']).default('current'),
});
export type CpdListQuery = z.infer<typeof CpdListQuerySchema>;

const count = z.number().int().nonnegative();

/**
 * The revalidation year (the 12 months up to and including the renewal date; without one, the
 * 12 months to today) and its counts against the targets.
 */
export const CpdSummarySchema = z.object({
  renewalDate: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  counts: z.object({
    /** Planned and unplanned records. */
    records: count,
    planned: count,
    unplanned: count,
    peerDiscussion: count,
    reflectiveAccount: count,
  }),
  targets: z.object({
    records: count,
    planned: count,
    peerDiscussion: count,
    reflectiveAccount: count,
  }),
  /** Every target met. */
  complete: z.boolean(),
});
export type CpdSummary = z.infer<typeof CpdSummarySchema>;

export const CpdRenewalDateBodySchema = z.strictObject({ renewalDate: cpdDay() });
export type CpdRenewalDateBody = z.infer<typeof CpdRenewalDateBodySchema>;

export const CpdEvidenceUploadSchema = z.object({
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
});
export type CpdEvidenceUpload = z.infer<typeof CpdEvidenceUploadSchema>;

export const getCpdEntries = {
  query: CpdListQuerySchema,
  response: z.array(CpdEntrySchema),
} satisfies EndpointSchemas;

export const getCpdEntry = {
  params: IdParamsSchema,
  response: CpdEntrySchema,
} satisfies EndpointSchemas;

export const createCpdEntry = {
  body: CpdEntryBodySchema,
  response: CpdEntrySchema,
} satisfies EndpointSchemas;

export const editCpdEntry = {
  params: IdParamsSchema,
  body: CpdEntryBodySchema,
  response: CpdEntrySchema,
} satisfies EndpointSchemas;

export const deleteCpdEntry = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const uploadCpdEvidence = {
  response: CpdEvidenceUploadSchema,
} satisfies EndpointSchemas;

/** An evidence file's id, as in its url. */
export const CpdEvidenceParamsSchema = z.object({
  id: z.string().regex(CPD_EVIDENCE_ID, { error: 'Invalid id' }),
});

export const getCpdEvidence = {
  params: CpdEvidenceParamsSchema,
  response: z.unknown(),
} satisfies EndpointSchemas;

export const getCpdSummary = {
  response: CpdSummarySchema,
} satisfies EndpointSchemas;

export const setCpdRenewalDate = {
  body: CpdRenewalDateBodySchema,
  response: CpdSummarySchema,
} satisfies EndpointSchemas;

export const getCpdPdf = {
  response: z.unknown(),
} satisfies EndpointSchemas;
