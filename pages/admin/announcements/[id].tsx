import { AnnouncementEditScreen, announcementsMessages } from '@/features/announcements';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(AnnouncementEditScreen, announcementsMessages);
