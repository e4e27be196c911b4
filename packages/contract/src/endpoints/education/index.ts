// Education (SPEC §1 Education, §7 Clinic, Journal club, Other content): one file per section;
// `education` (index.ts) is all of them, as one namespace.
export * from './journal-club';
export * from './key-publications';
