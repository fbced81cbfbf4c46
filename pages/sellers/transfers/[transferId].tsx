import { useRouter } from 'next/router';
import { SellerTransferScreen, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function SellerTransferPage() {
  const { query } = useRouter();
  if (typeof query.transferId !== 'string') return null;
  return <SellerTransferScreen transferId={query.transferId} />;
}

export default withMessages(SellerTransferPage, transfersMessages);
