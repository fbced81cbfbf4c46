import { useRouter } from 'next/router';
import { NewTransferScreen, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function NewTransferPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string') return null;
  return <NewTransferScreen projectId={query.projectId} />;
}

export default withMessages(NewTransferPage, transfersMessages);
