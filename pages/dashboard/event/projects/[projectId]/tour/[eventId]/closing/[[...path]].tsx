import { useRouter } from 'next/router';
import { ClosingWizard, closingMessages } from '@/features/closing';
import { eventsMessages } from '@/features/events';
import { registerMessages } from '@/features/register';
import { withMessages } from '@/lib/i18n/with-messages';

/** /closing, /closing/{step} and /closing/{standId}/{step} (spec §2): one wizard reads the path. */
function ClosingPage() {
  const { query, isReady } = useRouter();
  if (!isReady || typeof query.projectId !== 'string' || typeof query.eventId !== 'string') return null;
  const segments = Array.isArray(query.path) ? query.path : [];
  return <ClosingWizard projectId={query.projectId} eventId={query.eventId} segments={segments} />;
}

// The cash count reuses the register's steppers and denominations, and their words; the fees step the events' venue
// deal fields.
export default withMessages(ClosingPage, closingMessages, registerMessages, eventsMessages);
