import { useRouter } from 'next/router';
import { ordersMessages } from '@/features/orders';
import { InstallableRegister, registerMessages, StandRegister } from '@/features/register';
import { withMessages } from '@/lib/i18n/with-messages';

function StandRegisterPage() {
  const { query } = useRouter();
  if (typeof query.eventId !== 'string' || typeof query.standId !== 'string') return null;
  return (
    <>
      <InstallableRegister />
      <StandRegister eventId={query.eventId} standId={query.standId} />
    </>
  );
}

// The orders' texts too: the register shows the stand's takings with the orders' own table.
export default withMessages(StandRegisterPage, registerMessages, ordersMessages);
