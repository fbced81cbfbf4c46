import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/feedback/use-notify';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useAcceptServiceQuote } from '../api';
import type { ServiceRequestView } from '../types';

/**
 * An acknowledged stand service's quote, as its organiser answers it (issue #25): accepted with one button naming the
 * price (the one accepted is sent, so a price corrected meanwhile is refused rather than agreed to unseen), or said
 * accepted, with its date.
 */
export function AcceptQuote({ request, canWrite }: { request: ServiceRequestView; canWrite: boolean }) {
  const t = useTranslations('services.requests');
  const notify = useNotify();
  const accept = useAcceptServiceQuote();
  const { formatLongDateTime } = useDateFormat();
  if (request.quoteAmount === null) return null;
  if (request.quoteAcceptedAt) return <p className="text-sm font-medium text-green-800">{t('quoteAccepted', { date: formatLongDateTime(request.quoteAcceptedAt) })}</p>;
  if (!canWrite) return <p className="text-sm text-slate-700">{t('quoteAwaiting')}</p>;
  const amount = request.quoteAmount;

  async function submit() {
    try {
      await accept.mutateAsync({ id: request.id, input: { expectedQuoteAmount: amount } });
      notify.success(t('quoteAcceptedToast'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-700">{t('acceptQuoteHint')}</p>
      <div>
        <Button onClick={() => void submit()} disabled={accept.isPending}>
          {t('acceptQuote', { amount: formatMoney(amount) })}
        </Button>
      </div>
    </div>
  );
}
