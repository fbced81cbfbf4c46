import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { manualProofSchema, type ManualProof } from '@/features/shops/schemas';
import type { CollectionView } from '@/features/shops/types';
import { OrderLines } from './handover-dialog';
import { CollectionWindowWarning } from './collection-window-warning';
import { RegisterDialog } from './register-dialog';
import { touchButton, touchInput } from './touch';

const fields = ['number', 'name', 'email'] as const;
type Field = (typeof fields)[number];
const empty: Record<Field, string> = { number: '', name: '', email: '' };

interface ManualHandoverDialogProps {
  /** The order's number, and its lines when the caller has them (the register does, the closing does not). */
  /** `collectionWindow`: at the stand, the shop's; the closing's record of a past hand-over gives none (no warning). */
  order: { number: number; items?: CollectionView['items']; collectionWindow?: CollectionView['collectionWindow'] } | null;
  busy: boolean;
  /** Resolves with the fields the server found not to be the order's (empty: handed over, or refused and toasted). */
  onSubmit: (proof: ManualProof) => Promise<string[]>;
  onClose: () => void;
}

/**
 * A handover without the QR code (a lost phone): the seller types the number, and the name and e-mail address the
 * buyer gives (the e-mail is never shown at the stand). The server compares them with the order's and records the
 * handover as manual; what does not match is marked here, and nothing is handed over. Keyed by the order where it
 * is used, so that another order starts from empty fields.
 */
export function ManualHandoverDialog({ order, busy, onSubmit, onClose }: ManualHandoverDialogProps) {
  const t = useTranslations('register.collections.manual');
  const id = useId();
  const [values, setValues] = useState(empty);
  const [wrong, setWrong] = useState<Field[]>([]);
  const [mismatch, setMismatch] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    const parsed = manualProofSchema.safeParse({ method: 'manual', ...values });
    if (!parsed.success) {
      setMismatch(false);
      return setWrong(fields.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field)));
    }
    const refused = (await onSubmit(parsed.data)).map((path) => path.replace(/^proof\./, '')).filter((field): field is Field => (fields as readonly string[]).includes(field));
    setWrong(refused);
    setMismatch(refused.length > 0);
  }

  return (
    <RegisterDialog
      open={order !== null}
      title={order ? t('title', { number: order.number }) : ''}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" className={touchButton} disabled={busy} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} className={touchButton} disabled={busy}>
            {busy ? t('submitting') : t('submit')}
          </Button>
        </>
      }
    >
      {order && (
        <form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          {order.collectionWindow && <CollectionWindowWarning window={order.collectionWindow} />}
          <p className="text-slate-700">{t('intro')}</p>
          {order.items && <OrderLines items={order.items} />}
          {fields.map((field) => (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="font-medium text-slate-800">
                {t(`fields.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type={field === 'email' ? 'email' : 'text'}
                inputMode={field === 'number' ? 'numeric' : undefined}
                autoComplete="off"
                value={values[field]}
                aria-invalid={wrong.includes(field)}
                aria-describedby={wrong.includes(field) ? `${id}-${field}-error` : undefined}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                className={touchInput}
              />
              {wrong.includes(field) && (
                <p id={`${id}-${field}-error`} className="text-red-800">
                  {t(mismatch ? `mismatch.${field}` : `invalid.${field}`)}
                </p>
              )}
            </div>
          ))}
          <p role="alert" className="font-medium text-red-800">
            {mismatch ? t('mismatch.title') : ''}
          </p>
        </form>
      )}
    </RegisterDialog>
  );
}
