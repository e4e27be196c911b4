import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field, by the field it names', () => {
    const schema = z.object({
      email: z.string().email('Enter an e-mail').min(50, 'Too short'),
      code: z.string().length(6, 'Six digits'),
    });
    const parsed = schema.safeParse({ email: 'x', code: '1' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors<'email' | 'code'>(parsed.error)).toEqual({
      email: 'Enter an e-mail',
      code: 'Six digits',
    });
  });
});
