import { useRouter } from 'next/router';
import { DispatchProposalControl, reportsMessages } from '@/features/reports';
import { DispatchScreen, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function DispatchPage() {
  const { query } = useRouter();
  const { projectId, eventId } = query;
  if (typeof projectId !== 'string' || typeof eventId !== 'string') return null;
  // The proposal from the tour's sales comes from the reports, above the stock: given to the screen as a slot.
  return <DispatchScreen projectId={projectId} eventId={eventId} proposal={(slot) => <DispatchProposalControl eventId={eventId} {...slot} />} />;
}

export default withMessages(DispatchPage, transfersMessages, reportsMessages);
