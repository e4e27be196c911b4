// The builders every SPEC §5 rule is made of: the messages, the required convention, lengths and
// patterns. Convention: every builder is "required" — empty or missing input gives only the
// required message (later rules run `whenFilled`, so '' never also reports "must be a numeric").
// Wrap a builder in `optionalField()` for fields that may be left blank.
import { z } from 'zod';

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
export function withLengths(schema: z.ZodString, { min, max }: LengthOptions = {}): z.ZodString {
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
