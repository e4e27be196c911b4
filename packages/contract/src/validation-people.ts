// SPEC §5's rules for people's own details: passwords and their confirmation, UK contact numbers
// and postcodes, the clinics a doctor selects.
import { z } from 'zod';
import { matches, messages, requiredString, rule } from './validation-rules';

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
