import { useRouter } from 'next/router';
import { registerMessages, StandRegister } from '@/features/register';
import { withMessages } from '@/lib/i18n/with-messages';

function StandRegisterPage() {
  const { query } = useRouter();
  if (typeof query.eventId !== 'string' || typeof query.standId !== 'string') return null;
  return <StandRegister eventId={query.eventId} standId={query.standId} />;
}

export default withMessages(StandRegisterPage, registerMessages);
