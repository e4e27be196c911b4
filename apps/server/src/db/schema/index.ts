export * from './users';
export * from './news';
export * from './chat';
export * from './home';
export * from './products';
export * from './community';
export * from './uploads';
