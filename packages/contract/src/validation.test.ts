import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  availabilitySchema,
  clinicSelection,
  digitsString,
  emailField,
  isSpecMessage,
  isUkContactNumber,
  isUkPostcode,
  MAX_CLINICS,
  maxLength,
  messages,
  minLength,
  numericString,
  optionalField,
  passwordField,
  proseText,
  requiredString,
  slotsOverlap,
  timeToMinutes,
  ukContactNumber,
  ukPostcode,
  withConfirmed,
  withPasswordConfirmation,
} from './validation';

/** Messages of a failed parse, or [] when it passes. */
function errors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** Issues as [path, message] pairs. */
function issues(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('messages', () => {
  it('are the SPEC §5 texts word for word', () => {
    expect(messages.required).toBe('This field is required');
    expect(messages.digits(6)).toBe('This field must be a numeric of 6 characters');
    expect(messages.max(50)).toBe('This field must be 50 characters or less');
    expect(messages.min(8)).toBe('This field must be 8 characters or more');
    expect(messages.passwordPattern).toBe(
      'This Field must contain an upper case letter, a lower case letter, a numeric character, and a special character',
    );
    expect(messages.contactNumber).toBe('This Field must contain valid uk format contact number');
    expect(messages.postcode).toBe('This Field must contain valid uk format postcode');
    expect(messages.passwordMismatch).toBe('Password confirmation does not match');
    expect(messages.confirmed).toBe('The password confirmation does not match');
    expect(messages.email).toBe('This field must be a valid email');
    expect(messages.numeric).toBe('This field must be a numeric');
    expect(messages.clinicMax(5)).toBe('You can select maximum 5 values');
    expect(messages.commentPattern).toBe(
      'This Field only contains alphabetic letters and numeric letters',
    );
    expect(messages.availabilityOverlap).toBe(
      'You can\u2019t have overlapping availability times on the same day',
    );
  });
});

describe('requiredString', () => {
  it('accepts text and trims it', () => {
    expect(requiredString().parse('  Anna ')).toBe('Anna');
  });

  it.each([[''], ['   '], [undefined], [null], [42], [{}]])(
    'gives only the required message for %j',
    (value) => {
      expect(errors(requiredString({ min: 3 }), value)).toEqual(['This field is required']);
    },
  );

  it('gives the required message for a missing object key', () => {
    const schema = z.object({ firstName: requiredString() });
    expect(issues(schema, {})).toEqual([['firstName', 'This field is required']]);
  });

  it('applies min and max options with their messages', () => {
    const schema = requiredString({ min: 2, max: 5 });
    expect(errors(schema, 'a')).toEqual(['This field must be 2 characters or more']);
    expect(errors(schema, 'abcdef')).toEqual(['This field must be 5 characters or less']);
    expect(errors(schema, 'abc')).toEqual([]);
    // Length is counted after trimming.
    expect(errors(schema, '  abcde  ')).toEqual([]);
  });

  it('keeps spaces with trim: false', () => {
    expect(requiredString({ trim: false }).parse(' a ')).toBe(' a ');
  });
});

describe('maxLength / minLength checks', () => {
  it('carry the SPEC messages', () => {
    const schema = z.string().check(minLength(2), maxLength(4));
    expect(errors(schema, 'a')).toEqual(['This field must be 2 characters or more']);
    expect(errors(schema, 'abcde')).toEqual(['This field must be 4 characters or less']);
    expect(errors(schema, 'abc')).toEqual([]);
  });
});

describe('optionalField', () => {
  const schema = optionalField(numericString());

  it('turns blank, null and undefined into undefined', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('still validates a given value', () => {
    expect(schema.parse('12')).toBe('12');
    expect(errors(schema, 'x1')).toEqual(['This field must be a numeric']);
  });

  it('makes an object key optional', () => {
    const form = z.object({ phone: optionalField(ukContactNumber()) });
    // Type-level: the key may be left out of the input and is optional in the output.
    const input: z.input<typeof form> = {};
    const output: z.output<typeof form> = form.parse(input);
    expect(output).toEqual({});
    expect(form.parse({ phone: '' })).toEqual({ phone: undefined });
    expect(issues(form, { phone: '123' })).toEqual([
      ['phone', 'This Field must contain valid uk format contact number'],
    ]);
  });
});

describe('digitsString', () => {
  const schema = digitsString(6);

  it('accepts exactly that many digits', () => {
    expect(schema.parse('012345')).toBe('012345');
    expect(schema.parse(' 123456 ')).toBe('123456');
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['12 456'], ['-12345'], ['1.2345']])(
    'rejects %j with the digits message',
    (value) => {
      expect(errors(schema, value)).toEqual(['This field must be a numeric of 6 characters']);
    },
  );

  it('gives the required message when blank', () => {
    expect(errors(schema, '')).toEqual(['This field is required']);
  });
});

describe('numericString', () => {
  it.each([['0'], ['42'], ['007'], ['1234567890']])('accepts %j', (value) => {
    expect(errors(numericString(), value)).toEqual([]);
  });

  it.each([['4.2'], ['-1'], ['1e3'], ['abc'], ['12 3']])('rejects %j', (value) => {
    expect(errors(numericString(), value)).toEqual(['This field must be a numeric']);
  });

  it('supports length options', () => {
    expect(errors(numericString({ max: 3 }), '1234')).toEqual([
      'This field must be 3 characters or less',
    ]);
  });
});

describe('emailField', () => {
  it.each([['anna@example.com'], ['a.b+tag@nhs.net'], ['first_last@sub.domain.co.uk']])(
    'accepts %j',
    (value) => {
      expect(errors(emailField(), value)).toEqual([]);
    },
  );

  it('trims surrounding spaces', () => {
    expect(emailField().parse(' anna@example.com ')).toBe('anna@example.com');
  });

  it.each([['anna'], ['anna@'], ['@example.com'], ['anna@example'], ['an na@example.com']])(
    'rejects %j with the email message',
    (value) => {
      expect(errors(emailField(), value)).toEqual(['This field must be a valid email']);
    },
  );

  it('gives the required message when blank', () => {
    expect(errors(emailField(), '')).toEqual(['This field is required']);
  });

  it('limits length to 254', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(190)}.com`;
    expect(errors(emailField(), long)).toContain('This field must be 254 characters or less');
  });
});

describe('passwordField', () => {
  it.each([['Passw0rd!'], ['aB3$aB3$'], ['Très-S3cure pass'], [`Aa1!${'x'.repeat(60)}`]])(
    'accepts %j',
    (value) => {
      expect(errors(passwordField(), value)).toEqual([]);
    },
  );

  it.each([
    ['password1!', 'no upper case'],
    ['PASSWORD1!', 'no lower case'],
    ['Password!!', 'no digit'],
    ['Password11', 'no special character'],
    ['Password 11', 'a space is not a special character'],
  ])('rejects %j (%s) with the pattern message', (value) => {
    expect(errors(passwordField(), value)).toEqual([messages.passwordPattern]);
  });

  it('needs 8 to 64 characters', () => {
    expect(errors(passwordField(), 'Aa1!aa')).toEqual(['This field must be 8 characters or more']);
    expect(errors(passwordField(), `Aa1!${'x'.repeat(61)}`)).toEqual([
      'This field must be 64 characters or less',
    ]);
  });

  it('does not trim', () => {
    expect(passwordField().parse(' Passw0rd! ')).toBe(' Passw0rd! ');
  });

  it('gives the required message when blank', () => {
    expect(errors(passwordField(), '')).toEqual(['This field is required']);
    expect(errors(passwordField(), undefined)).toEqual(['This field is required']);
  });
});

describe('ukContactNumber', () => {
  it.each([
    ['07700 900123'],
    ['07700900123'],
    ['+44 7700 900123'],
    ['+447700900123'],
    ['0044 7700 900123'],
    ['+44 (0) 7700 900123'],
    ['07700-900-123'],
    ['020 7946 0958'],
    ['+44 20 7946 0958'],
    ['(020) 7946 0958'],
    ['(0161) 496 0000'],
    ['0161-496-0000'],
    ['0113 496 0000'],
    ['01632 960000'],
    ['016977 2345'],
    ['029 2018 0000'],
    ['028 9018 0000'],
    ['0300 123 4567'],
    ['0800 123 4567'],
    ['0800 123456'],
    ['0808 157 0000'],
    ['07624 123456'],
  ])('accepts %j', (value) => {
    expect(errors(ukContactNumber(), value)).toEqual([]);
  });

  it.each([
    ['12345'],
    ['0800 123'],
    ['0800'],
    ['07700 90012'],
    ['07700 9001234'],
    ['07700 9OO123'],
    ['phone me'],
    ['+1 212 555 0123'],
    ['+33 1 23 45 67 89'],
    ['0033 1 23 45 67 89'],
    ['021 1234 5678'],
    ['0909 879 0000'],
    ['07600 123456'],
    ['+44+7700900123'],
    ['7700 900123'],
  ])('rejects %j with the contact number message', (value) => {
    expect(errors(ukContactNumber(), value)).toEqual([
      'This Field must contain valid uk format contact number',
    ]);
  });

  it('gives the required message when blank', () => {
    expect(errors(ukContactNumber(), ' ')).toEqual(['This field is required']);
  });

  it('keeps the number as typed', () => {
    expect(ukContactNumber().parse(' 07700 900123 ')).toBe('07700 900123');
    expect(isUkContactNumber('(0161) 496 0000')).toBe(true);
  });
});

describe('ukPostcode', () => {
  it.each([
    ['SW1A 1AA'],
    ['M1 1AE'],
    ['B33 8TH'],
    ['CR2 6XH'],
    ['DN55 1PT'],
    ['EC1A 1BB'],
    ['W1A 0AX'],
    ['GIR 0AA'],
    ['gir0aa'],
    ['sw1a 1aa'],
    ['SW1A1AA'],
    ['ec1a1bb'],
    ['BX1 1LT'],
  ])('accepts %j', (value) => {
    expect(errors(ukPostcode(), value)).toEqual([]);
  });

  it.each([
    ['Q1 1AA'],
    ['V1 1AA'],
    ['X1 1AA'],
    ['AZ1 1AA'],
    ['AI1 1AA'],
    ['W1I 1AA'],
    ['EC1Z 1BB'],
    ['M1 1AC'],
    ['M1 1IA'],
    ['SW1A  1AA'],
    ['SW1A-1AA'],
    ['90210'],
    ['12345-6789'],
    ['SW1A'],
    ['1AA SW1A'],
    ['SW1A 1AA X'],
  ])('rejects %j with the postcode message', (value) => {
    expect(errors(ukPostcode(), value)).toEqual([
      'This Field must contain valid uk format postcode',
    ]);
  });

  it('trims and gives the required message when blank', () => {
    expect(ukPostcode().parse(' M1 1AE ')).toBe('M1 1AE');
    expect(errors(ukPostcode(), '')).toEqual(['This field is required']);
    expect(isUkPostcode('B33 8TH')).toBe(true);
  });
});

describe('password confirmation', () => {
  const base = z.object({
    email: emailField(),
    password: passwordField(),
    password_confirmation: requiredString({ trim: false }),
  });

  it('passes when both match', () => {
    const schema = withPasswordConfirmation(base, 'password', 'password_confirmation');
    const value = { email: 'a@b.co', password: 'Passw0rd!', password_confirmation: 'Passw0rd!' };
    expect(schema.parse(value)).toEqual(value);
  });

  it('puts "Password confirmation does not match" on the confirm field', () => {
    const schema = withPasswordConfirmation(base, 'password', 'password_confirmation');
    expect(
      issues(schema, { email: 'a@b.co', password: 'Passw0rd!', password_confirmation: 'x' }),
    ).toEqual([['password_confirmation', 'Password confirmation does not match']]);
  });

  it('reports the mismatch together with errors of other fields', () => {
    const schema = withPasswordConfirmation(base, 'password', 'password_confirmation');
    expect(
      issues(schema, { email: '', password: 'Passw0rd!', password_confirmation: 'x' }),
    ).toEqual([
      ['email', 'This field is required'],
      ['password_confirmation', 'Password confirmation does not match'],
    ]);
  });

  it('shows only "required" on a blank confirmation', () => {
    const schema = withPasswordConfirmation(base, 'password', 'password_confirmation');
    expect(
      issues(schema, { email: 'a@b.co', password: 'Passw0rd!', password_confirmation: '' }),
    ).toEqual([['password_confirmation', 'This field is required']]);
  });

  it('does not compare when a compared field is missing', () => {
    const schema = withPasswordConfirmation(base, 'password', 'password_confirmation');
    expect(issues(schema, { email: 'a@b.co', password: 'Passw0rd!' })).toEqual([
      ['password_confirmation', 'This field is required'],
    ]);
  });

  it('confirmed variant uses "The password confirmation does not match"', () => {
    const schema = withConfirmed(base, 'password', 'password_confirmation');
    expect(
      issues(schema, { email: 'a@b.co', password: 'Passw0rd!', password_confirmation: 'x' }),
    ).toEqual([['password_confirmation', 'The password confirmation does not match']]);
  });

  it('keeps the object type', () => {
    const schema = withConfirmed(base, 'password', 'password_confirmation');
    const parsed: z.infer<typeof base> = schema.parse({
      email: 'a@b.co',
      password: 'Passw0rd!',
      password_confirmation: 'Passw0rd!',
    });
    expect(parsed.email).toBe('a@b.co');
  });
});

describe('clinicSelection', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const ids = (count: number) => Array.from({ length: count }, (_, i) => id(i));

  it('defaults to MAX_CLINICS = 5', () => {
    expect(MAX_CLINICS).toBe(5);
    expect(errors(clinicSelection(), ids(5))).toEqual([]);
    expect(errors(clinicSelection(), ids(6))).toEqual(['You can select maximum 5 values']);
  });

  it('takes another maximum', () => {
    expect(errors(clinicSelection(2), ids(3))).toEqual(['You can select maximum 2 values']);
    expect(errors(clinicSelection(2), ids(2))).toEqual([]);
  });

  it('requires at least one clinic', () => {
    expect(errors(clinicSelection(), [])).toEqual(['This field is required']);
    expect(errors(clinicSelection(), undefined)).toEqual(['This field is required']);
  });

  it('rejects ids that are not uuids', () => {
    expect(errors(clinicSelection(), ['clinic-1'])).toEqual(['This field is required']);
  });
});

const COMMENT_MESSAGE = 'This Field only contains alphabetic letters and numeric letters';

describe('proseText', () => {
  // Sentences a pharmacist or a clinician writes: every one is accepted, as plain text and as the
  // community editor's HTML (the text escaped as the editor escapes it, in a paragraph).
  const clinical = [
    'Start at 2.5 mg/day (max 10 mg); titrate: 20% THC vs 1:1 oils',
    'Great service',
    'Thanks, Dr. Smith! Will I need a follow-up?',
    'Don\u2019t worry \u2013 it\u2019s fine \u2014 really',
    '\u201cShe said \u2018yes\u2019\u201d and "he said \'no\'"',
    'Crème brûlée, Zoë & Ñandú: 123',
    'Line one\nLine two\r\n\tindented',
    'CBD 10 µg/mL at 4 °C, ±5%, ≥18 years, £12.50 a pack',
    'eGFR < 30 mL/min or age > 65: halve the dose (<3 doses a day)',
    'Q&A #3 @ 7pm: see https://www.gphc.org.uk/standards?x=1 [page 2] {draft} *key* ~approx~ =',
    'Ibuprofen + paracetamol; 1/2 tablet | 50:50 | 3 × daily ÷ 2',
    'nice 👍 work',
    'Ελληνικά, русский, 日本語, العربية',
  ];
  const asEditorHtml = (text: string) =>
    `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`;

  it.each(clinical)('accepts %j', (value) => {
    expect(errors(proseText(), value)).toEqual([]);
    expect(errors(proseText({ richText: true }), asEditorHtml(value))).toEqual([]);
  });

  it.each([
    '<script>alert(1)</script>',
    'hello <b>bold</b>',
    'see </p> here',
    '<img src=x onerror=alert(1)>',
    'a <!-- hidden --> comment',
    '<?xml version="1.0"?>',
    '<!DOCTYPE html>',
    'x<svg/onload=alert(1)>',
    'a NUL \u0000 byte',
    'an escape \u001b[31m code',
  ])('refuses %j with the comment message', (value) => {
    expect(errors(proseText(), value)).toEqual([COMMENT_MESSAGE]);
  });

  it("takes the editor's own tags in rich text, and refuses any other markup in it", () => {
    const rich = (html: string) => errors(proseText({ richText: true }), html);
    expect(
      rich(
        '<p>Start <strong>low</strong>, <em>go slow</em>:</p><ul><li><p>2.5 mg</p></li></ul>' +
          '<ol start="2"><li>then 5 mg<br/>at night</li></ol><blockquote><p><s>old</s> <u>new</u> <code>x</code></p></blockquote>' +
          '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.nice.org.uk">NICE</a></p>',
      ),
    ).toEqual([]);
    for (const html of [
      '<p>a</p><script>alert(1)</script>',
      '<p>a</p><img src="x" onerror="alert(1)">',
      '<iframe src="https://x.test"></iframe>',
      // Markup typed into the editor arrives escaped; it is markup all the same.
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>&#60;b&#62;bold</p>',
      '<p>&#x3c;i&#x3e;</p>',
      '<p>&#0;</p>',
    ]) {
      expect(rich(html), html).toEqual([COMMENT_MESSAGE]);
    }
    // Escaped text that only looks like a reference stays text.
    expect(rich('<p>&amp;lt;b&amp;gt; is how HTML writes it</p>')).toEqual([]);
  });

  it('is required and supports a maximum', () => {
    expect(errors(proseText(), '  ')).toEqual(['This field is required']);
    expect(errors(proseText({ max: 5 }), 'abcdef')).toEqual([
      'This field must be 5 characters or less',
    ]);
  });
});

describe('timeToMinutes', () => {
  it('parses H:mm and HH:mm', () => {
    expect(timeToMinutes('9:00')).toBe(540);
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('17:00')).toBe(1020);
    expect(timeToMinutes('0:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
  });

  it('gives NaN for anything else', () => {
    for (const t of ['24:00', '9', '9:0', '9:60', 'nine', '', '-1:00']) {
      expect(timeToMinutes(t)).toBeNaN();
    }
  });
});

describe('slotsOverlap', () => {
  const slot = (starttime: string, endtime: string, day = 'Monday') => ({
    day,
    starttime,
    endtime,
  });

  it('is true when each slot starts before the other ends', () => {
    expect(slotsOverlap(slot('9:00', '12:00'), slot('11:00', '14:00'))).toBe(true);
    expect(slotsOverlap(slot('11:00', '14:00'), slot('9:00', '12:00'))).toBe(true);
    expect(slotsOverlap(slot('9:00', '17:00'), slot('10:00', '11:00'))).toBe(true);
    expect(slotsOverlap(slot('9:00', '17:00'), slot('9:00', '17:00'))).toBe(true);
  });

  it('is false for touching or separate slots', () => {
    expect(slotsOverlap(slot('9:00', '12:00'), slot('12:00', '17:00'))).toBe(false);
    expect(slotsOverlap(slot('12:00', '17:00'), slot('9:00', '12:00'))).toBe(false);
    expect(slotsOverlap(slot('9:00', '10:00'), slot('13:00', '14:00'))).toBe(false);
  });

  it('compares times numerically, not as text', () => {
    // As strings '9:00' > '10:00'; as times 9:00-9:30 is before 10:00.
    expect(slotsOverlap(slot('9:00', '9:30'), slot('10:00', '11:00'))).toBe(false);
    expect(slotsOverlap(slot('9:00', '10:30'), slot('10:00', '11:00'))).toBe(true);
  });

  it('is false for different days', () => {
    expect(slotsOverlap(slot('9:00', '17:00'), slot('9:00', '17:00', 'Tuesday'))).toBe(false);
  });

  it('compares times only when a day is missing', () => {
    expect(
      slotsOverlap(
        { starttime: '9:00', endtime: '12:00' },
        { starttime: '10:00', endtime: '11:00' },
      ),
    ).toBe(true);
  });
});

describe('availabilitySchema', () => {
  const overlap = 'You can\u2019t have overlapping availability times on the same day';

  it('accepts separate and touching slots, and the same hours on other days', () => {
    const value = [
      { day: 'Monday', starttime: '9:00', endtime: '12:00' },
      { day: 'Monday', starttime: '12:00', endtime: '17:00' },
      { day: 'Tuesday', starttime: '9:00', endtime: '17:00' },
      { day: 'Wednesday', starttime: '9:00', endtime: '17:00' },
    ];
    expect(availabilitySchema.parse(value)).toEqual(value);
    expect(availabilitySchema.parse([])).toEqual([]);
  });

  it('fails once with the overlap message when two slots on one day overlap', () => {
    const value = [
      { day: 'Monday', starttime: '9:00', endtime: '17:00' },
      { day: 'Tuesday', starttime: '9:00', endtime: '17:00' },
      { day: 'Tuesday', starttime: '16:00', endtime: '18:00' },
      { day: 'Tuesday', starttime: '17:30', endtime: '19:00' },
    ];
    expect(issues(availabilitySchema, value)).toEqual([['', overlap]]);
  });

  it('reports the overlap on the field when nested in a form', () => {
    const form = z.object({ availability: availabilitySchema });
    const availability = [
      { day: 'Friday', starttime: '9:00', endtime: '18:00' },
      { day: 'Friday', starttime: '10:00', endtime: '11:00' },
    ];
    expect(issues(form, { availability })).toEqual([['availability', overlap]]);
  });

  it('rejects unknown days and malformed times with the required message', () => {
    expect(
      issues(availabilitySchema, [{ day: 'Funday', starttime: '9:00', endtime: '17:00' }]),
    ).toEqual([['0.day', 'This field is required']]);
    expect(
      issues(availabilitySchema, [{ day: 'Monday', starttime: '9am', endtime: '17:00' }]),
    ).toEqual([['0.starttime', 'This field is required']]);
    expect(issues(availabilitySchema, [{ day: 'Monday', starttime: '9:00' }])).toEqual([
      ['0.endtime', 'This field is required'],
    ]);
  });
});

describe('isSpecMessage', () => {
  it('knows every SPEC §5 message, with any number in a parameterised one', () => {
    expect(isSpecMessage('This field is required')).toBe(true);
    expect(isSpecMessage(messages.commentPattern)).toBe(true);
    expect(isSpecMessage('This field must be 2000 characters or less')).toBe(true);
    expect(isSpecMessage('This field must be a numeric of 7 characters')).toBe(true);
    expect(isSpecMessage('You can select maximum 5 values')).toBe(true);
    expect(isSpecMessage(messages.availabilityOverlap)).toBe(true);
  });

  it('knows no other text', () => {
    expect(isSpecMessage('Invalid id')).toBe(false);
    expect(isSpecMessage('This field must be x characters or less')).toBe(false);
    expect(isSpecMessage('Error: This field is required')).toBe(false);
  });
});
