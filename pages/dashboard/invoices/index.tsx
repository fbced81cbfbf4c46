import { InvoicesScreen, invoicesMessages } from '@/features/invoices';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(InvoicesScreen, invoicesMessages);
