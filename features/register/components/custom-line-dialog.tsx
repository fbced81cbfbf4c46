import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { customArticleSchema, type CustomArticleInput } from '@/features/orders';
import { frenchVatRates } from '@/features/products';
import { formatRate } from '@/lib/format';
import { parseEuroInput } from '@/lib/money/euro-input';
import { RegisterDialog } from './register-dialog';
import { touchButton, touchInput } from './touch';

const fields = ['label', 'unitPrice'] as const;
type Field = (typeof fields)[number];

interface CustomLineDialogProps {
  open: boolean;
  onAdd: (article: CustomArticleInput) => void;
  onClose: () => void;
}

/**
 * « Article libre »: an item outside the catalogue for the odd case, with its label, its price in euros and its VAT
 * rate (one the catalogue offers, 20 % unless chosen). Checked by the sale's own schema before it joins the basket.
 */
export function CustomLineDialog({ open, onAdd, onClose }: CustomLineDialogProps) {
  const t = useTranslations('register.customLine');
  const id = useId();
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [vatRate, setVatRate] = useState<number>(20);
  const [wrong, setWrong] = useState<Field[]>([]);

  function close() {
    setLabel('');
    setAmount('');
    setVatRate(20);
    setWrong([]);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customArticleSchema.safeParse({ label, unitPrice: parseEuroInput(amount, { maxUnitDigits: 7 }) ?? 0, vatRate });
    if (!parsed.success) return setWrong(fields.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field)));
    onAdd(parsed.data);
    close();
  }

  const error = (field: Field) =>
    wrong.includes(field) && (
      <p id={`${id}-${field}-error`} className="text-red-800">
        {t(`errors.${field}`)}
      </p>
    );

  return (
    <RegisterDialog
      open={open}
      title={t('title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" className={touchButton} onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} className={touchButton}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-label`} className="font-medium text-slate-800">
            {t('label')}
          </label>
          <input
            id={`${id}-label`}
            type="text"
            maxLength={80}
            autoComplete="off"
            value={label}
            aria-invalid={wrong.includes('label')}
            aria-describedby={wrong.includes('label') ? `${id}-label-error` : undefined}
            onChange={(event) => setLabel(event.target.value)}
            className={touchInput}
          />
          {error('label')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-unitPrice`} className="font-medium text-slate-800">
            {t('amount')}
          </label>
          <input
            id={`${id}-unitPrice`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={wrong.includes('unitPrice')}
            aria-describedby={wrong.includes('unitPrice') ? `${id}-unitPrice-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
            className={touchInput}
          />
          {error('unitPrice')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-vatRate`} className="font-medium text-slate-800">
            {t('vatRate')}
          </label>
          <select id={`${id}-vatRate`} value={vatRate} onChange={(event) => setVatRate(Number(event.target.value))} className={touchInput}>
            {frenchVatRates.map((rate) => (
              <option key={rate} value={rate}>
                {formatRate(rate)}
              </option>
            ))}
          </select>
        </div>
      </form>
    </RegisterDialog>
  );
}
