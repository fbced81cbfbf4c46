export * from './clients';
export * from './users';
