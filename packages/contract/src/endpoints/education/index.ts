// Education (SPEC §1 Education, §7 Clinic, Other content): one file per section, as community
// does; `education` (index.ts) is all of them, as one namespace.
export * from './clinics';
export * from './faq';
export * from './library';
export * from './producers';
export * from './journal-club';
export * from './key-publications';
export * from './cpd';
export * from './webinars';
export * from './admin';
export * from './admin-library';
export * from './admin-clinics';
export * from './admin-journal-clubs';
