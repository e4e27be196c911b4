// The zod schemas of `education` (endpoints/education): one file per section, as there;
// `educationSchemas` is all of them, as one namespace.
export * from './cpd';
export * from './webinars';
