import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useNotify } from '@/components/feedback/use-notify';
import { setApiFieldErrors } from '@/features/clients';
import type { StandView } from '@/features/stands';
import { useUpdateShop } from '../api';
import { updateShopSchema } from '../schemas';
import type { ShopView } from '../types';

// The API's rules for a time, with the empty input standing for "no time" (null on the wire).
const collectionTime = z.union([z.literal(''), updateShopSchema.shape.collectionOpensAt.unwrap().unwrap()]);

const formSchema = z
  .object({ collectionStandIds: z.array(z.string()), collectionOpensAt: collectionTime, collectionClosesAt: collectionTime })
  // Same wall-clock format on both sides: the strings compare as the times do.
  .refine((values) => !values.collectionOpensAt || !values.collectionClosesAt || values.collectionClosesAt > values.collectionOpensAt, {
    path: ['collectionClosesAt'],
    error: 'closesBeforeOpens',
  });
type FormValues = z.infer<typeof formSchema>;
const fields = ['collectionStandIds', 'collectionOpensAt', 'collectionClosesAt'] as const;
const clientMessages = ['dateTimeFormat', 'dateTimeNotInParis', 'closesBeforeOpens'];

/** Where and when spectators collect their orders: the event's stands that hand them over, and the opening hours. */
export function CollectionForm({ shop, stands, disabled }: { shop: ShopView; stands: StandView[]; disabled: boolean }) {
  const t = useTranslations('shops.collection');
  const notify = useNotify();
  const update = useUpdateShop(shop.id);
  const hintId = useId();
  const standsErrorId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: { collectionStandIds: shop.collectionStandIds, collectionOpensAt: shop.collectionOpensAt ?? '', collectionClosesAt: shop.collectionClosesAt ?? '' },
  });
  const errorOf = (field: (typeof fields)[number]) => {
    const message = form.formState.errors[field]?.message;
    if (!message) return undefined;
    return clientMessages.includes(message) ? t(`errors.${message}` as 'errors.dateTimeFormat') : t(`errors.server.${field}`);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        collectionStandIds: values.collectionStandIds,
        collectionOpensAt: values.collectionOpensAt || null,
        collectionClosesAt: values.collectionClosesAt || null,
      });
      notify.success(t('saved'));
    } catch (error) {
      if (!setApiFieldErrors(error, fields, form.setError)) notify.error(error, { operation: 'update' });
    }
  });
  const standsError = errorOf('collectionStandIds');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label={t('title')}>
      <h3 className="font-semibold">{t('title')}</h3>
      <fieldset className="flex flex-col gap-2" aria-describedby={standsError ? standsErrorId : undefined} disabled={disabled}>
        <legend className="font-medium text-slate-800">{t('stands')}</legend>
        {stands.length === 0 && <p className="text-slate-700">{t('noStands')}</p>}
        <Controller
          control={form.control}
          name="collectionStandIds"
          render={({ field }) => (
            <>
              {stands.map((stand, index) => (
                <label key={stand.id} className="flex min-h-11 items-center gap-3">
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="checkbox"
                    className="h-5 w-5"
                    checked={field.value.includes(stand.id)}
                    onChange={(change) => field.onChange(change.target.checked ? [...field.value, stand.id] : field.value.filter((id) => id !== stand.id))}
                    onBlur={field.onBlur}
                  />
                  {stand.name}
                </label>
              ))}
            </>
          )}
        />
        {standsError && (
          <p id={standsErrorId} className="text-sm text-red-700">
            {standsError}
          </p>
        )}
      </fieldset>
      <p id={hintId} className="text-sm text-slate-700">
        {t('timeHint')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('opensAt')} type="datetime-local" describedBy={hintId} disabled={disabled} {...form.register('collectionOpensAt')} error={errorOf('collectionOpensAt')} />
        <TextField label={t('closesAt')} type="datetime-local" describedBy={hintId} disabled={disabled} {...form.register('collectionClosesAt')} error={errorOf('collectionClosesAt')} />
      </div>
      {!disabled && (
        <div>
          <Button type="submit" variant="secondary" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
