import { useState, type ChangeEvent } from 'react';
import type { ZodType } from 'zod';
import { fieldErrors } from './field-errors';

/**
 * A small form of text inputs checked by a contract schema: `field(name)` gives an input its
 * value, message and change handler; `check()` runs the schema, shows each field's first message
 * and answers the parsed values, or null when something was refused.
 */
export function useTextFields<Field extends string, Parsed>(
  schema: ZodType<Parsed>,
  initial: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: problems[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const check = (): Parsed | null => {
    const parsed = schema.safeParse(values);
    setProblems(parsed.success ? {} : fieldErrors<Field>(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  return { values, setValues, field, check, setProblems };
}
