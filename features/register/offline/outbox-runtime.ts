// Dexie and the outbox's handle, loaded after the register has shown (import('./outbox-runtime')): the register's
// first load does not carry IndexedDB's wrapper, which only the outbox needs.
export { liveQuery } from 'dexie';
export { outboxDatabase } from './outbox-db';
