// SPEC §5 validation rules as reusable zod pieces. Forms and server build their schemas from these
// (docs/decisions/, decision 4), so a user sees the same message whichever side rejects the value.
//
// Convention: every builder is "required" — empty or missing input gives only the required
// message (later rules run `whenFilled`, so '' never also reports "must be a numeric"). Wrap a
// builder in `optionalField()` for fields that may be left blank.
import { z } from 'zod';
import { WEEKDAYS } from './constants';

/** The SPEC §5 messages, word for word; parameterised ones are functions. */
export const messages = {
  required: 'This field is required',
  digits: (length: number) => `This field must be a numeric of ${length} characters`,
  max: (length: number) => `This field must be ${length} characters or less`,
  min: (length: number) => `This field must be ${length} characters or more`,
  passwordPattern:
    'This Field must contain an upper case letter, a lower case letter, a numeric character, and a special character',
  contactNumber: 'This Field must contain valid uk format contact number',
  postcode: 'This Field must contain valid uk format postcode',
  passwordMismatch: 'Password confirmation does not match',
  confirmed: 'The password confirmation does not match',
  email: 'This field must be a valid email',
  numeric: 'This field must be a numeric',
  clinicMax: (max: number) => `You can select maximum ${max} values`,
  commentPattern: 'This Field only contains alphabetic letters and numeric letters',
  availabilityOverlap: 'You can’t have overlapping availability times on the same day',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each SPEC message as a pattern; a parameterised one with any number in its place.
const SPEC_MESSAGE_PATTERNS = Object.values(messages).map((m) =>
  typeof m === 'string'
    ? new RegExp(`^${escapeRegExp(m)}$`)
    : new RegExp(`^${escapeRegExp(m(0)).replace('0', '\\d+')}$`),
);

/** True when `text` is one of the SPEC §5 messages (a person can act on it as it is). */
export function isSpecMessage(text: string): boolean {
  return SPEC_MESSAGE_PATTERNS.some((pattern) => pattern.test(text));
}

/** Optional length limits for the string builders. */
export interface LengthOptions {
  min?: number;
  max?: number;
}

/**
 * `when` for rules after the required check: run only on a value that is not a blank string and
 * has no aborting issue yet (e.g. wrong type). The required check itself must not abort: an
 * aborting issue would also stop object-level refinements such as the password confirmation.
 */
export function whenFilled(payload: z.core.ParsePayload): boolean {
  if (payload.aborted === true || payload.issues.some((issue) => issue.continue !== true)) {
    return false;
  }
  return payload.value !== '';
}

/**
 * A zod check with a SPEC message that runs `whenFilled`. Built on `z.refine` because only refine
 * parameters accept `when` in zod's public types.
 */
export function rule<T>(test: (value: T) => boolean, message: string): z.core.$ZodCheck<T> {
  return z.refine<T>(test, { error: message, when: whenFilled });
}

/** A zod check: at most `n` characters (or items), with the SPEC max message. */
export const maxLength = <T extends { length: number } = string>(n: number) =>
  rule<T>((value) => value.length <= n, messages.max(n));

/** A zod check: at least `n` characters (or items), with the SPEC min message. */
export const minLength = <T extends { length: number } = string>(n: number) =>
  rule<T>((value) => value.length >= n, messages.min(n));

/** A zod check: the value matches `pattern` (anchor it), otherwise `message`. */
export const matches = (pattern: RegExp, message: string) =>
  // search() ignores lastIndex, so a pattern with the g or y flag cannot alternate true/false.
  rule<string>((value) => value.search(pattern) !== -1, message);

/** Adds the optional min/max checks to a string schema. */
function withLengths(schema: z.ZodString, { min, max }: LengthOptions = {}): z.ZodString {
  let s = schema;
  if (min !== undefined) s = s.check(minLength(min));
  if (max !== undefined) s = s.check(maxLength(max));
  return s;
}

/**
 * A string that must be present: wrong type, undefined and blank (after trimming) all give the
 * required message. `trim: false` keeps the value as typed (passwords).
 */
export function requiredString(options: LengthOptions & { trim?: boolean } = {}): z.ZodString {
  const base = z.string({ error: messages.required });
  const trimmed = options.trim === false ? base : base.trim();
  return withLengths(trimmed.min(1, { error: messages.required }), options);
}

/**
 * Makes a field optional: '', whitespace, null and undefined become undefined; anything else must
 * pass `schema`. Forms send '' for an untouched input, so `.optional()` alone is not enough.
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  // The outer .optional() makes the object key optional in the input type as well.
  return z
    .preprocess<unknown, z.ZodOptional<T>, z.input<T> | null | undefined>(
      (value) =>
        value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
      schema.optional(),
    )
    .optional();
}

/** Exactly `length` digits, e.g. a 6-digit code; otherwise the SPEC digits message. */
export function digitsString(length: number): z.ZodString {
  return requiredString().check(matches(new RegExp(`^\\d{${length}}$`), messages.digits(length)));
}

/** One or more digits 0-9 (whole, non-negative number as text); otherwise the numeric message. */
export function numericString(options: LengthOptions = {}): z.ZodString {
  return withLengths(requiredString().check(matches(/^\d+$/, messages.numeric)), options);
}

/** E-mail address (zod's practical email pattern, at most 254 characters per RFC 5321). */
export function emailField(): z.ZodString {
  return requiredString().check(matches(z.regexes.email, messages.email)).check(maxLength(254));
}

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for pass-phrases, short enough to bound hashing cost. */
export const PASSWORD_MAX_LENGTH = 64;

// Upper, lower, digit and a "special" character — anything that is not a letter, digit or space.
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).*$/s;

/** A new password: 8-64 characters with upper, lower, digit and special; not trimmed. */
export function passwordField(): z.ZodString {
  return requiredString({ trim: false, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }).check(
    matches(PASSWORD_PATTERN, messages.passwordPattern),
  );
}

/*
 * UK telephone numbers, after removing spaces, hyphens, dots and brackets.
 *
 * Source: Ofcom's National Telephone Numbering Plan (number ranges and lengths). A UK number is a
 * trunk prefix (0 nationally, +44 or 0044 internationally; "+44 (0)..." is common so a 0 after 44
 * is tolerated) followed by a 9- or 10-digit national significant number (NSN):
 *   1xxxxxxxx(x)  geographic 01 — 9 or 10 digits (a few areas such as 016977 have 9)
 *   2[03489]x{8}  geographic 02 — 020 London, 023, 024, 028, 029; 021/022/025-027 are unused
 *   3[0347]x{8}   03 non-geographic charged at geographic rates (030, 033, 034, 037)
 *   7[1-57-9]x{8} mobiles 071-075, 077-079 (076 is pagers, 070 personal numbers: not phones)
 *   7624x{6}      Isle of Man mobiles (the one mobile range inside 076)
 *   800x{6,7}, 808x{7}  freephone 0800 (9 or 10 digits) and 0808
 * Premium (09), shared-cost (084/087) and pager ranges are left out: they are not a contact
 * number for a person or a clinic.
 */
const UK_PHONE_NSN = String.raw`(?:1\d{8,9}|2[03489]\d{8}|3[0347]\d{8}|7[1-57-9]\d{8}|7624\d{6}|800\d{6,7}|808\d{7})`;
const UK_PHONE_PATTERN = new RegExp(String.raw`^(?:(?:\+|00)440?|0)${UK_PHONE_NSN}$`);
const PHONE_SEPARATORS = /[\s\-.()]/g;

/** True when `value` is a UK landline or mobile number in any common written form. */
export function isUkContactNumber(value: string): boolean {
  return UK_PHONE_PATTERN.test(value.replace(PHONE_SEPARATORS, ''));
}

/** A UK contact number, e.g. '07700 900123', '+44 7700 900123', '(0161) 496 0000'. */
export function ukContactNumber(): z.ZodString {
  return requiredString({ max: 25 }).check(rule(isUkContactNumber, messages.contactNumber));
}

/*
 * UK postcodes: outward code, optional single space, inward code; case-insensitive.
 *
 * Source: Royal Mail PAF programmers' guide, as summarised in Wikipedia "Postcodes in the United
 * Kingdom" (Validation) and the gov.uk bulk-data regex. Letter rules per position:
 *   1st letter  not Q, V, X                        [A-PR-UWYZ]
 *   2nd letter  not I, J, Z                        [A-HK-Y]
 *   3rd (A9A)   only A B C D E F G H J K P S T U W [A-HJKPSTUW]
 *   4th (AA9A)  only A B E H M N P R V W X Y       [ABEHMNPRVWXY]
 *   inward      digit then two letters, never C I K M O V
 * Formats: A9, A99, AA9, AA99, A9A, AA9A, plus the special GIR 0AA (Girobank). Overseas
 * territories and BFPO codes are not UK postal addresses for this product and are rejected.
 */
const UK_POSTCODE_PATTERN =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d{1,2}|[A-HK-Y]\d[ABEHMNPRVWXY]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** True when `value` is a well-formed UK postcode. */
export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(value);
}

/** A UK postcode such as 'SW1A 1AA' or 'm1 1ae'; the value is kept as typed (trimmed). */
export function ukPostcode(): z.ZodString {
  return requiredString().check(matches(UK_POSTCODE_PATTERN, messages.postcode));
}

type StringKeyOf<T> = Extract<keyof z.output<T>, string>;

/** Adds "field `confirmKey` must equal field `passwordKey`" to an object schema. */
function withMatchingFields<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey: StringKeyOf<T>,
  confirmKey: StringKeyOf<T>,
  message: string,
): T {
  return schema.refine((value) => value[confirmKey] === value[passwordKey], {
    error: message,
    path: [confirmKey],
    // Run even when other fields failed (a missing field aborts the object), so the mismatch is
    // shown together with their errors; but only compare two filled-in strings, so a blank
    // confirmation shows "required" alone.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const record = value as Record<string, unknown>;
      const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
      return filled(record[passwordKey]) && filled(record[confirmKey]);
    },
  });
}

/** Object schema plus "Password confirmation does not match" on `confirmKey`. */
export function withPasswordConfirmation<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey: StringKeyOf<T>,
  confirmKey: StringKeyOf<T>,
): T {
  return withMatchingFields(schema, passwordKey, confirmKey, messages.passwordMismatch);
}

/** Object schema plus "The password confirmation does not match" on `confirmKey`. */
export function withConfirmed<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey: StringKeyOf<T>,
  confirmKey: StringKeyOf<T>,
): T {
  return withMatchingFields(schema, passwordKey, confirmKey, messages.confirmed);
}

/**
 * Most clinics one doctor may select. SPEC §5 does not give the number; 5 covers a doctor working
 * across a few sites while keeping the selector and the availability screen manageable.
 */
export const MAX_CLINICS = 5;

/** Selected clinic ids: at least one (required message), at most `max` (clinic message). */
export function clinicSelection(max: number = MAX_CLINICS) {
  // z.guid: any 8-4-4-4-12 hex id, so the database's uuid column never sees a malformed value.
  return z
    .array(z.guid({ error: messages.required }), { error: messages.required })
    .min(1, { error: messages.required })
    .max(max, { error: messages.clinicMax(max) });
}

/*
 * Prose: what people write to each other (news comments, community responses, the journal club's
 * discussion). SPEC §5 gives the message, not the pattern; clinical prose needs digits, units and
 * punctuation ("Start at 2.5 mg/day (max 10 mg); titrate: 20% THC vs 1:1 oils"), letters of any
 * alphabet, symbols such as µ ° ± ≥ £, emoji and newlines. Refused is only what cannot be prose:
 * markup, i.e. a `<` that opens a tag, a comment or a declaration, as an HTML parser reads it
 * (`<b`, `</`, `<!`, `<?`); a `<` or `>` before a space or a digit ("eGFR < 30") is a comparison.
 * Control characters other than tab and line breaks are refused too: no keyboard types them.
 */
const MARKUP = /<[A-Za-z/!?]/;
/** A control character (Unicode's Cc: C0, DEL and C1) other than tab, line feed or return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** True when `text` is prose as defined above: no markup, no control characters. */
export function isProse(text: string): boolean {
  return !MARKUP.test(text) && !CONTROL.test(text);
}

// The tags the rich text editor writes (Tiptap's StarterKit as the web's
// `shared/ui/rich-text-input.tsx` sets it up): its markup is the format, not the text. Attributes are the server's sanitiser's concern.
const EDITOR_TAG = /<\/?(?:p|br|strong|b|em|i|u|s|code|blockquote|ul|ol|li|a)(?:\s[^<>]*)?\/?>/gi;
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(lt|gt|amp|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text a person wrote in the editor: its own tags dropped, character references read. */
export function editorText(html: string): string {
  return html
    .replace(EDITOR_TAG, ' ')
    .replace(ENTITY, (_, dec?: string, hex?: string, name?: string) => {
      if (name) return NAMED[name.toLowerCase()] ?? '';
      const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
      // An impossible code point reads as a control character: refused, never thrown on.
      return code <= 0x10ffff ? String.fromCodePoint(code) : '\u0000';
    });
}

/**
 * Prose that people write (SPEC §5 comment pattern): required, with optional lengths; anything
 * but prose gives the comment message. `richText`: the value is the community editor's HTML,
 * and the rule applies to the text inside its tags (`&lt;b&gt;` typed in the editor is refused
 * as `<b>` typed in a comment box is).
 */
export function proseText(options: LengthOptions & { richText?: boolean } = {}): z.ZodString {
  const read = options.richText ? editorText : (value: string) => value;
  return withLengths(
    requiredString().check(rule<string>((value) => isProse(read(value)), messages.commentPattern)),
    options,
  );
}

// 'H:mm' or 'HH:mm', 0:00 to 23:59.
const TIME_PATTERN = /^(?:[01]?\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an 'H:mm' time, or NaN when it is not one. */
export function timeToMinutes(time: string): number {
  if (!TIME_PATTERN.test(time)) return Number.NaN;
  const [hours = '', minutes = ''] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** A time range; `day` is optional so plain ranges can be compared too. */
export interface SlotLike {
  day?: string;
  starttime: string;
  endtime: string;
}

/**
 * True when two slots overlap: each starts before the other ends (SPEC §5). Touching slots
 * (9:00-12:00 and 12:00-17:00) do not overlap. Slots on different days never overlap; slots
 * without a day are compared by time only. Unparseable times never overlap (the schema rejects them).
 */
export function slotsOverlap(a: SlotLike, b: SlotLike): boolean {
  if (a.day !== undefined && b.day !== undefined && a.day !== b.day) return false;
  return (
    timeToMinutes(a.starttime) < timeToMinutes(b.endtime) &&
    timeToMinutes(b.starttime) < timeToMinutes(a.endtime)
  );
}

// A malformed time cannot come from the time pickers, so it is reported like a missing value.
const timeField = () =>
  z.string({ error: messages.required }).regex(TIME_PATTERN, { error: messages.required });

/** One availability slot: a weekday and 'H:mm' start and end times. */
export const availabilitySlotSchema = z.object({
  day: z.enum(WEEKDAYS, { error: messages.required }),
  starttime: timeField(),
  endtime: timeField(),
});
/** One availability slot. */
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/**
 * A doctor's weekly availability. Fails once, on the array itself, with the SPEC availability
 * message when any two slots on the same day overlap — the message is about the schedule as a whole.
 */
export const availabilitySchema = z.array(availabilitySlotSchema).superRefine((slots, ctx) => {
  const overlapping = slots.some((a, i) => slots.slice(i + 1).some((b) => slotsOverlap(a, b)));
  if (overlapping) ctx.addIssue({ code: 'custom', message: messages.availabilityOverlap });
});
/** A doctor's weekly availability. */
export type Availability = z.infer<typeof availabilitySchema>;
