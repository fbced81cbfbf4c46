import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/feedback/use-notify';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useCancelServiceRequest } from '../api';
import type { CancellationQuoteView, ServiceRequestView } from '../types';

/** The fee due now, from a CANCELLATION_FEE_CHANGED refusal's details. */
function changedQuote(error: unknown): CancellationQuoteView | null {
  if (!isApiError(error) || error.errorCode !== 'CANCELLATION_FEE_CHANGED') return null;
  const details = (error.body as { details?: { fee?: unknown; percent?: unknown } } | null)?.details;
  const percent = details?.percent;
  if (typeof details?.fee !== 'number' || (percent !== 0 && percent !== 50 && percent !== 100)) return null;
  return { fee: details.fee, percent };
}

/**
 * Canceling shows the fee it costs now, and sends that fee: if a deadline passed while the dialog was open, the
 * server refuses with the new fee, which replaces the old one here for the manager to confirm again.
 */
export function CancelRequestDialog({ request, open, onClose }: { request: ServiceRequestView; open: boolean; onClose: () => void }) {
  const t = useTranslations('services.cancel');
  const kindLabel = useTranslations('services.kind');
  const notify = useNotify();
  const cancel = useCancelServiceRequest();
  const [quote, setQuote] = useState<CancellationQuoteView>(request.cancellation ?? { percent: 0, fee: 0 });
  const [changed, setChanged] = useState(false);

  async function confirm() {
    try {
      await cancel.mutateAsync({ id: request.id, input: { expectedFee: quote.fee } });
      notify.success(t('done'));
      onClose();
    } catch (error) {
      const newQuote = changedQuote(error);
      if (newQuote) {
        setQuote(newQuote);
        setChanged(true);
      } else notify.error(error, { operation: 'update' });
    }
  }

  const free = quote.fee === 0;
  return (
    <ConfirmDialog
      open={open}
      title={t('title', { kind: kindLabel(request.kind) })}
      confirmLabel={free ? t('confirmFree') : t('confirmFee', { amount: formatMoney(quote.fee) })}
      cancelLabel={t('keep')}
      pendingLabel={t('pending')}
      pending={cancel.isPending}
      tone="danger"
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {changed && (
        <p role="alert" className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('feeChanged')}
        </p>
      )}
      <p data-testid="cancellation-fee">
        {free && quote.percent > 0 ? t('noQuote') : free ? t('free') : t('fee', { amount: formatMoney(quote.fee), percent: quote.percent, total: formatMoney(request.quoteAmount ?? 0) })}
      </p>
    </ConfirmDialog>
  );
}
