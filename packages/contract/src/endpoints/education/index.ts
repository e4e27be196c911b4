// Education (SPEC §1 Education, issue 29): one file per section; `education` (index.ts) is all
// of them, as one namespace.
export * from './cpd';
export * from './webinars';
