// The zod pieces every admin section of a publishable kind shares (decision 91).

import { z } from 'zod';
import { ListQuerySchema } from '../envelope';
import { PUBLICATION_STATUSES } from '../publishing';
import { LONDON_LOCAL_PATTERN, londonInstant } from '../london-time';
import { matches, messages, optionalField, requiredString, rule, whenFilled } from '../validation';

/** An admin list: drafts included; `status` narrows to one publication state. */
export const AdminListQuerySchema = ListQuerySchema.extend({
  status: z.enum(PUBLICATION_STATUSES).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** When it shows to readers: null keeps (or makes) it a draft; a time to come schedules it. */
export const PublishedAtSchema = z.iso
  .datetime({ offset: true, error: 'Give a date and time in ISO 8601 form' })
  .nullable();

/** The publication fields of every admin answer. */
export const PublicationSchema = z.object({
  publishedAt: z.string().nullable(),
  status: z.enum(PUBLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A number typed into a form (its digits as text) or sent as one; never a boolean or a list.
 * `int`: whole numbers only.
 */
export const numberField = (opts: { min: number; max: number; int?: boolean }) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    (opts.int
      ? z.number({ error: messages.numeric }).int({ error: messages.numeric })
      : z.number({ error: messages.numeric })
    )
      .min(opts.min, { error: `This field must be ${opts.min} or more` })
      .max(opts.max, { error: `This field must be ${opts.max} or less` }),
  );

/** An image upload's answer: the url to send as the item's `imageUrl`. */
export const ContentImageSchema = z.object({ imageUrl: z.string() });
export type ContentImage = z.infer<typeof ContentImageSchema>;

/**
 * An item's image: a url its kind's upload gave (`/uploads/<folder>/<uuid>.webp`), or null for
 * none; the server also refuses a url it did not store (decision 100).
 */
export const contentImageUrl = (folder: string) =>
  z
    .string()
    .trim()
    .max(300)
    .regex(new RegExp(`^/uploads/${folder}/[A-Za-z0-9-]+\\.webp$`), { error: 'Invalid image' })
    .nullable()
    .optional();

/** A DELETE's answer: the id that went. */
export const DeletedSchema = z.object({ _id: z.string() });

/** A London wall-clock time as a form's datetime-local field writes it ('2026-03-12T19:00'). */
export const londonLocalField = requiredString()
  .check(matches(LONDON_LOCAL_PATTERN, 'Give a date and time (YYYY-MM-DDTHH:mm)'))
  .check(rule<string>((v) => londonInstant(v) !== null, 'Give a date and time that exists'));

/** An outside address, http or https, required (a library link's). */
export const requiredLinkField = z
  .url({ protocol: /^https?$/, error: 'Give the full address, https://…' })
  .max(500);

/** An outside address (a join link, an online event's), http or https; optional. */
export const linkField = optionalField(requiredLinkField);

/** A timed item's end after its start, both London wall clock (webinars, events); on `endsAt`. */
export const endsAfterStart = z.refine<{ startsAt?: string; endsAt?: string }>(
  (w) =>
    !w.startsAt || !w.endsAt || (londonInstant(w.endsAt) ?? 0) > (londonInstant(w.startsAt) ?? 0),
  { error: 'The end must be after the start', path: ['endsAt'], when: whenFilled },
);
