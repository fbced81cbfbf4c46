// The journal domain's public surface for pages (client-safe: no server code here).
export * from './schemas';
export * from './types';
export { journalKeys, useClosings, useCloseOrganisationDay, useCloseStandDay, useDownloadClosings, useJournalChecks } from './api';
export type { StandClosingAnswer } from './api';
export { journalMessages } from './messages';
export { JournalScreen } from './components/journal-screen';
export { JournalChecksAdminScreen } from './components/journal-checks-admin-screen';
