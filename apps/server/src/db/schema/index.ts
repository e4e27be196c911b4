export * from './users';
export * from './news';
