// The zod schemas of `community` (endpoints/community): one file per part, as there;
// `communitySchemas` is all of them, as one namespace.
export * from './admin';
export * from './channels';
export * from './events';
export * from './moderation';
export * from './people';
export * from './posts';
export * from './responses';
export * from './shared';
