export * from './clients';
export * from './users';
export * from './accounts';
export * from './announcements';
