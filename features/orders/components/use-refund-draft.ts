import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { ApiError, isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import { useRefundOrder } from '../api';
import { defaultRefundMethod, refundableUnits, refundAmount, refundBody, refundMethods, type RefundDraft } from '../refund-model';
import type { OrderView, PaymentMethod } from '../types';

/**
 * A refund being drafted, for the register's dialog and the manager's order detail alike: units per line, the
 * method, a reason, and the send (`onSuccess` gets the order and the amount given back). One Idempotency-Key per attempt, kept while it is retried, renewed after a success;
 * the lines a refusal names are flagged, and the toast then leaves their field names out.
 */
export function useRefundDraft(order: OrderView, cashAccepted: boolean, onSuccess: (updated: OrderView, amount: number) => void) {
  const notify = useNotify();
  const refund = useRefundOrder();
  const [key, setKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<RefundDraft>({});
  const methods = refundMethods(order, cashAccepted);
  // Until the seller picks one: the way the money came, card first while it can take the amount back.
  const [picked, setMethod] = useState<PaymentMethod | null>(null);
  const method = picked ?? defaultRefundMethod(order, refundAmount(order, draft), methods) ?? order.paymentMethod;
  const [reason, setReason] = useState('');
  const [flagged, setFlagged] = useState<string[]>([]);
  const change = (itemId: string, patch: Partial<RefundDraft[string]>) =>
    setDraft((current) => ({ ...current, [itemId]: { quantity: 0, damaged: false, ...current[itemId], ...patch } }));

  function submit() {
    const body = refundBody(order, draft, method, reason);
    const amount = refundAmount(order, draft);
    if (!body.items.length || refund.isPending) return;
    setFlagged([]);
    refund.mutate(
      { orderId: order.id, idempotencyKey: key, ...body },
      {
        onSuccess: (updated) => {
          setKey(newIdempotencyKey());
          onSuccess(updated, amount);
        },
        onError: (error) => {
          const named = isApiError(error)
            ? error.fields.flatMap((field) => {
                const index = /^items\.(\d+)\./.exec(field)?.[1];
                return index === undefined || !body.items[Number(index)] ? [] : [body.items[Number(index)]!.orderItemId];
              })
            : [];
          setFlagged(named);
          notify.error(named.length && isApiError(error) ? new ApiError(error.status, { errorCode: error.errorCode }) : error, { operation: 'create' });
        },
      },
    );
  }

  return {
    draft,
    change,
    methods,
    method,
    setMethod,
    reason,
    setReason,
    flagged,
    submit,
    pending: refund.isPending,
    amount: refundAmount(order, draft),
    lines: order.items.filter((item) => refundableUnits(item) > 0),
    chosen: Object.values(draft).some((line) => line.quantity > 0),
  };
}
