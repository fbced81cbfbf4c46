// The journal domain's public surface for pages (client-safe: no server code here).
export * from './schemas';
export * from './types';
export { journalKeys, useClosings, useCloseOrganisationDay, useDownloadClosings, useJournalChecks } from './api';
export { journalMessages } from './messages';
export { JournalScreen } from './components/journal-screen';
export { JournalChecksAdminScreen } from './components/journal-checks-admin-screen';
