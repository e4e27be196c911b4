// SPEC §5 validation rules as reusable zod pieces. Forms and server build their schemas from these
// (docs/decisions/, decision 4), so a user sees the same message whichever side rejects the value.
//
// Convention: every builder is "required" — empty or missing input gives only the required
// message (later rules run `whenFilled`, so '' never also reports "must be a numeric"). Wrap a
// builder in `optionalField()` for fields that may be left blank.
//
// Split by subject: the builders (validation-rules.ts), people's details (validation-people.ts),
// prose (validation-prose.ts) and availability (validation-slots.ts); imported from here.
export * from './validation-rules';
export * from './validation-people';
export * from './validation-prose';
export * from './validation-slots';
