import { accountsMessages } from '@/features/accounts';
import { SellersHome } from '@/features/dashboard';
import { InstallableRegister, registerMessages, SellerStands } from '@/features/register';
import { IncomingTransfers, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function SellersPage() {
  return (
    <SellersHome>
      <InstallableRegister />
      <SellerStands />
      <IncomingTransfers />
    </SellersHome>
  );
}

export default withMessages(SellersPage, accountsMessages, transfersMessages, registerMessages);
