import { JournalChecksAdminScreen, journalMessages } from '@/features/journal';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(JournalChecksAdminScreen, journalMessages);
