import { DashboardHome, homeMessages, onboardingMessages } from '@/features/dashboard';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(DashboardHome, onboardingMessages, homeMessages);
