// The zod schemas of `education` (endpoints/education): one file per section, as there;
// `educationSchemas` is all of them, as one namespace.
export * from './journal-club';
export * from './key-publications';
export * from './clinics';
export * from './faq';
export * from './library';
export * from './producers';
export * from './cpd';
export * from './webinars';
export * from './admin';
export * from './admin-library';
export * from './admin-clinics';
export * from './admin-journal-clubs';
