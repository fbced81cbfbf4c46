export { announcementKeys, useAnnouncements } from './api';
export { AnnouncementDisplay } from './components/announcement-display';
export { AnnouncementsAdminScreen } from './components/announcements-admin-screen';
export { AnnouncementCreateScreen, AnnouncementEditScreen } from './components/announcement-form-screens';
export { announcementsMessages } from './messages';
export type { Announcement, AnnouncementDismissal } from './types';
