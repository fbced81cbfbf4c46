import { accountsMessages } from '@/features/accounts';
import { SellersHome } from '@/features/dashboard';
import { IncomingTransfers, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function SellersPage() {
  return (
    <SellersHome>
      <IncomingTransfers />
    </SellersHome>
  );
}

export default withMessages(SellersPage, accountsMessages, transfersMessages);
