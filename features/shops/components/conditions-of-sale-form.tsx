import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/feedback/use-notify';
import { useUpdateShop } from '../api';
import { MAX_CONDITIONS_OF_SALE_LENGTH } from '../conditions-of-sale';
import type { ShopView } from '../types';

/**
 * The organiser's conditions of sale, which the checkout's "J'accepte les conditions de vente" links to (issue #25).
 * Plain text: line breaks kept, nothing else. Left empty, spectators read the platform's default text.
 */
export function ConditionsOfSaleForm({ shop, disabled }: { shop: ShopView; disabled: boolean }) {
  const t = useTranslations('shops.conditions');
  const notify = useNotify();
  const update = useUpdateShop(shop.id);
  const fieldId = useId();
  const [text, setText] = useState(shop.conditionsOfSale ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await update.mutateAsync({ conditionsOfSale: text.trim() ? text : null });
      setText(saved.conditionsOfSale ?? '');
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3" aria-label={t('title')}>
      <h3 className="font-semibold">{t('title')}</h3>
      <label htmlFor={fieldId} className="font-medium text-slate-800">
        {t('label')}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={disabled}
        rows={8}
        maxLength={MAX_CONDITIONS_OF_SALE_LENGTH}
        aria-describedby={`${fieldId}-hint`}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
      />
      <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
        {t('hint')}
      </p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium">{t('showDefault')}</summary>
        <p className="mt-2 whitespace-pre-line rounded-md bg-slate-50 p-3">{t('default', { organiser: t('yourOrganisation') })}</p>
      </details>
      {!disabled && (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
          {!text.trim() && (
            <Button type="button" variant="secondary" onClick={() => setText(t('default', { organiser: t('yourOrganisation') }))}>
              {t('startFromDefault')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
