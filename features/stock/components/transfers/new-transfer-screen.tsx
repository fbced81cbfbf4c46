import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { useCreateTransfer, useInventories, useReceiveAtOnce, useStockMatrix } from '../../api';
import { transferTypes, type InventoryKind, type TransferType } from '../../types';
import { indexedFields, withoutFields } from './field-errors';
import { InventoryOptions } from './inventory-options';
import { transferLinks } from './links';
import { QuantityGrid } from './quantity-grid';
import { linesOf, quantityIssue } from './quantity-model';

const formSchema = z
  .object({
    fromInventoryId: z.string().min(1, 'fromRequired'),
    toInventoryId: z.string().min(1, 'toRequired'),
    type: z.enum(transferTypes),
    note: z.string().max(1000, 'noteTooLong'),
  })
  .refine((values) => values.fromInventoryId !== values.toInventoryId, { path: ['toInventoryId'], message: 'sameInventory' });
type FormValues = z.infer<typeof formSchema>;

/** The types as the manager reads them, where the goods go, the usual moves first. */
const destinationOrder = ['stand', 'event', 'tour', 'zone', 'project', 'others'] as const satisfies readonly TransferType[];

/**
 * The type follows where the goods go: to a stand, to a zone, to a date's shop, back to the tour's warehouse; the
 * screen says it in those words (issue #25) and the manager changes it only for another kind of move.
 */
export function defaultTypeFor(kind: InventoryKind | undefined): TransferType {
  if (kind === 'stand') return 'stand';
  if (kind === 'zone') return 'zone';
  if (kind === 'shop') return 'event';
  if (kind === 'warehouse') return 'tour';
  return 'others';
}

/** A manager sends units from one inventory to another, typing the quantities per size against the source's stock. */
export function NewTransferScreen({ projectId }: { projectId: string }) {
  const t = useTranslations('transfers.create');
  const td = useTranslations('transfers.destinations');
  const router = useRouter();
  const notify = useNotify();
  const project = useProject(projectId);
  const inventories = useInventories(projectId);
  const matrix = useStockMatrix(projectId);
  const create = useCreateTransfer();
  const receive = useReceiveAtOnce();
  const [receiveNow, setReceiveNow] = useState(false);
  const [typeTouched, setTypeTouched] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [gridError, setGridError] = useState<string>();
  const [search, setSearch] = useState('');
  const form = useForm<FormValues>({ defaultValues: { fromInventoryId: '', toInventoryId: '', type: 'others', note: '' }, resolver: zodResolver(formSchema) });
  const sourceId = useWatch({ control: form.control, name: 'fromInventoryId' }) || null;
  const presetTo = typeof router.query.to === 'string' ? router.query.to : '';
  const destinationId = useWatch({ control: form.control, name: 'toInventoryId' });
  const destination = inventories.data?.find((inventory) => inventory.id === destinationId);

  // `?to=` (the shop card's link): that destination, its type, and the warehouse as the source, once they are known.
  useEffect(() => {
    const target = inventories.data?.find((inventory) => inventory.id === presetTo);
    if (!target || form.getValues('toInventoryId')) return;
    form.setValue('toInventoryId', target.id);
    form.setValue('type', defaultTypeFor(target.kind));
    const warehouse = inventories.data?.find((inventory) => inventory.kind === 'warehouse');
    if (warehouse && !form.getValues('fromInventoryId')) form.setValue('fromInventoryId', warehouse.id);
  }, [inventories.data, presetTo, form]);

  if (inventories.isPending || matrix.isPending || project.isPending) return <SkeletonLines label={t('loading')} />;
  if (inventories.isError || matrix.isError || project.isError) {
    return <LoadError onRetry={() => void Promise.all([inventories.refetch(), matrix.refetch(), project.refetch()])} />;
  }
  if (!canWriteTour(project.data)) return <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('readOnly')}</p>;

  const allRows = matrix.data.rows;
  const needle = search.trim().toLocaleLowerCase('fr');
  const rows = needle ? allRows.filter((row) => `${row.productTitle} ${row.productReference ?? ''}`.toLocaleLowerCase('fr').includes(needle)) : allRows;
  const lines = linesOf(allRows, quantities);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const errorOf = (field: keyof FormValues) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(`errors.${message}` as 'errors.invalid') : undefined;
  };

  function changeQuantity(productVariantId: string, value: string) {
    setQuantities((current) => ({ ...current, [productVariantId]: value }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== productVariantId)));
    setGridError(undefined);
  }

  const submit = form.handleSubmit(async (values) => {
    const faulty = allRows.filter((row) => quantityIssue(quantities[row.productVariantId], row.levels[values.fromInventoryId] ?? 0) !== null);
    if (faulty.length) return setGridError(t('errors.fixQuantities', { count: faulty.length }));
    if (!lines.length) return setGridError(t('errors.noQuantity'));
    const to = inventories.data.find((inventory) => inventory.id === values.toInventoryId);
    const from = inventories.data.find((inventory) => inventory.id === values.fromInventoryId);
    try {
      const transfer = await create.mutateAsync({
        fromInventoryId: values.fromInventoryId,
        toInventoryId: values.toInventoryId,
        type: values.type,
        eventId: to?.eventId ?? from?.eventId ?? null,
        note: values.note.trim() || null,
        items: lines,
      });
      // Received in the same step only at a stand: the units are then on its shelf for the till. Should that fail,
      // the transfer stands, in progress, and its page receives it as any other.
      const received = receiveNow && to?.kind === 'stand' ? await receive.mutateAsync(transfer.id).then(() => true, (error: unknown) => (notify.error(error, { operation: 'update' }), false)) : false;
      notify.success(received ? t('createdAndReceived', { count: transfer.quantity }) : t('created', { count: transfer.quantity }));
      await router.push(transferLinks.detail(projectId, transfer.id));
    } catch (error) {
      const short = isApiError(error) && error.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY';
      const errors: Record<string, string> = {};
      for (const [, index] of indexedFields(error, /^items\.(\d+)\./)) {
        const line = lines[Number(index)];
        if (line) errors[line.productVariantId] = short ? t('errors.notEnough') : t('errors.invalidLine');
      }
      for (const field of ['fromInventoryId', 'toInventoryId', 'type'] as const) {
        if (isApiError(error) && error.fields.includes(field)) form.setError(field, { message: 'invalid' });
      }
      setServerErrors(errors);
      notify.error(Object.keys(errors).length ? withoutFields(error) : error, { operation: 'create', detail: Object.keys(errors).length ? t('errors.seeGrid') : undefined });
      // The source's stock changed under us: show what it holds now.
      if (short) void matrix.refetch();
    }
  });

  const typeField = form.register('type', { onChange: () => setTypeTouched(true) });
  const toField = form.register('toInventoryId', {
    onChange: (event: { target: { value: string } }) => {
      if (typeTouched) return;
      const kind = inventories.data.find((inventory) => inventory.id === event.target.value)?.kind;
      form.setValue('type', defaultTypeFor(kind));
    },
  });
  const fromField = form.register('fromInventoryId', { onChange: () => setServerErrors({}) });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href={transferLinks.list(projectId)} className="self-start text-brand-700 underline">
          <span aria-hidden="true">←</span> {t('back')}
        </Link>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-slate-700">{t('intro', { project: project.data.name })}</p>
      </div>
      <Card title={t('route')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField label={t('from')} placeholder={t('choose')} aria-required="true" {...fromField} error={errorOf('fromInventoryId')}>
            <InventoryOptions inventories={inventories.data} />
          </SelectField>
          <SelectField label={t('to')} placeholder={t('choose')} aria-required="true" {...toField} error={errorOf('toInventoryId')}>
            <InventoryOptions inventories={inventories.data} />
          </SelectField>
          <SelectField label={t('type')} hint={t('typeHint')} {...typeField} error={errorOf('type')} options={destinationOrder.map((type) => ({ value: type, label: td(type) }))} />
          <TextField label={t('note')} hint={t('noteHint')} autoComplete="off" maxLength={1000} {...form.register('note')} error={errorOf('note')} />
        </div>
        {destination?.kind === 'stand' && (
          <label className="mt-4 flex items-start gap-3">
            <input type="checkbox" className="mt-1 size-5 accent-brand-700" checked={receiveNow} onChange={(event) => setReceiveNow(event.target.checked)} />
            <span>
              <span className="font-medium">{t('receiveNow')}</span>
              <span className="block text-sm text-slate-700">{t('receiveNowHint', { stand: destination.name })}</span>
            </span>
          </label>
        )}
      </Card>
      <Card title={t('quantities')} description={sourceId ? t('quantitiesHint') : t('chooseSourceFirst')}>
        <div className="flex flex-col gap-4">
          {allRows.length > 6 && <TextField label={t('search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className="md:w-80" />}
          {allRows.length === 0 ? (
            <p className="text-slate-700">{t('noProducts')}</p>
          ) : (
            <QuantityGrid rows={rows} sourceId={sourceId} values={quantities} serverErrors={serverErrors} onChange={changeQuantity} />
          )}
        </div>
      </Card>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-md">
        <div aria-live="polite">
          <p className="font-semibold">{t('total', { units, lines: lines.length })}</p>
          {gridError && <p className="font-medium text-red-700">{gridError}</p>}
        </div>
        <div className="flex gap-3">
          <Link href={transferLinks.list(projectId)} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100">
            {t('cancel')}
          </Link>
          <Button type="submit" disabled={create.isPending || receive.isPending}>
            {create.isPending || receive.isPending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
