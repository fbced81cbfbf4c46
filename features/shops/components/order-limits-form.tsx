import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useNotify } from '@/components/feedback/use-notify';
import { useUpdateShop } from '../api';
import { updateShopSchema } from '../schemas';
import type { ShopView } from '../types';

// The API's own rule (1 to 100 each, per item at most per order); the inputs give strings, coerced to numbers.
const limitsSchema = updateShopSchema.shape.orderLimits.unwrap();
const formSchema = z.object({ perLine: z.coerce.number<string>(), perOrder: z.coerce.number<string>() }).pipe(limitsSchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * What one spectator's order may hold while it is paid (issue #22): without a cap, one anonymous order could take the
 * whole shop off sale for the length of the payment hold. Applies to the orders made after it is saved.
 */
export function OrderLimitsForm({ shop, disabled }: { shop: ShopView; disabled: boolean }) {
  const t = useTranslations('shops.orderLimits');
  const notify = useNotify();
  const update = useUpdateShop(shop.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    values: { perLine: String(shop.orderLimits.perLine), perOrder: String(shop.orderLimits.perOrder) },
  });
  const errorOf = (field: 'perLine' | 'perOrder') => {
    const error = form.formState.errors[field];
    if (!error) return undefined;
    return error.message === 'perLineAbovePerOrder' ? t('errors.perLineAbovePerOrder') : t('errors.range');
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ orderLimits: values });
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label={t('title')}>
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="text-sm text-slate-700">{t('hint')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('perLine')} type="number" inputMode="numeric" min={1} max={100} disabled={disabled} {...form.register('perLine')} error={errorOf('perLine')} />
        <TextField label={t('perOrder')} type="number" inputMode="numeric" min={1} max={100} disabled={disabled} {...form.register('perOrder')} error={errorOf('perOrder')} />
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
