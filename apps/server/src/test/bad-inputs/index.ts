// Bad inputs derived from a descriptor's own zod schemas: each field missing, of the wrong type,
// too long, with a NUL byte, with odd Unicode, negative or huge numbers, arrays for scalars,
// unknown fields, malformed ids and path parameters, malformed JSON, a wrong content type. The
// set is bounded and deterministic per field kind, so a run sends the same requests every time
// (ids made up for "an id that does not exist" aside).
export { kindOf, objectShapeFor } from './kinds';
export { fillPath, requestOf, schemasAccept } from './requests';
export type { CallInput, HttpRequest, ValidCall, Variant } from './types';
export { LONE_SURROGATE, LONG_TEXT, ODD_UNICODE } from './values';
export { badVariants } from './variants';
