export * from './types';
export { journalKeys, useClosings, useCloseOrganisationDay, useDownloadClosings } from './api';
export { journalMessages } from './messages';
export { JournalScreen } from './components/journal-screen';
