export * from './clients';
export * from './users';
export * from './accounts';
export * from './announcements';
export * from './projects';
export * from './events';
export * from './catalogue';
export * from './stock';
