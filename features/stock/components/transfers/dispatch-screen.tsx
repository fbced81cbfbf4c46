import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { useDispatchStock, useInventories, useStockMatrix } from '../../api';
import { cellKey, fillEvenly, plannedOf, shipmentsOf, type DispatchPlan } from './dispatch-model';
import { DispatchTable } from './dispatch-table';
import { indexedFields, withoutFields } from './field-errors';
import { useInventoryName } from './inventory-name';
import { transferLinks } from './links';
import { parseQuantity } from './quantity-model';
import { PageTitle } from '@/components/layout/page-title';

/** What a proposal gives the plan: quantities per variant and stand inventory. */
export type ProposedCells = { productVariantId: string; inventoryId: string; quantity: number }[];

/** The slot a page fills with a proposal from above (the reports' forecast): it fills the plan through `onPropose`. */
export type DispatchProposalSlot = (props: { sourceId: string; onPropose: (cells: ProposedCells) => void }) => ReactNode;

/**
 * The dispatch plan of an event: from the warehouse or a zone, what each of its stands gets, typed in one table and
 * sent as one transfer per stand (one dispatch, so it can be called back as a whole). `proposal`, when the page gives
 * it, proposes the plan from what the tour's dates sold.
 */
export function DispatchScreen({ projectId, eventId, proposal }: { projectId: string; eventId: string; proposal?: DispatchProposalSlot }) {
  const t = useTranslations('transfers.dispatch');
  const router = useRouter();
  const notify = useNotify();
  const nameOf = useInventoryName();
  const onlyStockedId = useId();
  const project = useProject(projectId);
  const sources = useInventories(projectId, { kind: ['warehouse', 'zone'] });
  const stands = useInventories(projectId, { eventId });
  const matrix = useStockMatrix(projectId, { eventId });
  const dispatch = useDispatchStock();
  const [chosenSource, setChosenSource] = useState('');
  const [plan, setPlan] = useState<DispatchPlan>({});
  const [note, setNote] = useState('');
  const [onlyStocked, setOnlyStocked] = useState(true);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const eventLink = (
    <Link href={transferLinks.event(projectId, eventId)} className="self-start text-brand-700 underline">
      <span aria-hidden="true">←</span> {t('back')}
    </Link>
  );
  if (project.isPending || sources.isPending || stands.isPending || matrix.isPending) return <SkeletonLines label={t('loading')} />;
  if (project.isError || sources.isError || stands.isError || matrix.isError) {
    return <LoadError onRetry={() => void Promise.all([project.refetch(), sources.refetch(), stands.refetch(), matrix.refetch()])} />;
  }
  const eventName = stands.data[0]?.eventName;
  if (!canWriteTour(project.data)) return <div className="flex flex-col gap-4">{eventLink}<p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('readOnly')}</p></div>;
  if (!stands.data.length) return <div className="flex flex-col gap-4">{eventLink}<h1 className="text-2xl font-semibold">{t('titleUnnamed')}</h1><p className="text-slate-700">{t('noStands')}</p></div>;

  const sourceId = chosenSource || sources.data.find((inventory) => inventory.kind === 'warehouse')?.id || '';
  const standIds = stands.data.map((stand) => stand.id);
  const rows = matrix.data.rows.filter((row) => !onlyStocked || (row.levels[sourceId] ?? 0) > 0 || plannedOf(plan, row.productVariantId, standIds) > 0);
  const { transfers, cells } = shipmentsOf(plan, matrix.data.rows, standIds);
  const units = transfers.reduce((sum, transfer) => sum + transfer.items.reduce((total, item) => total + item.quantity, 0), 0);

  function change(key: string, value: string) {
    setPlan((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([cell]) => cell !== key)));
    setFormError(undefined);
  }

  async function submit() {
    const short = matrix.data!.rows.filter((row) => plannedOf(plan, row.productVariantId, standIds) > (row.levels[sourceId] ?? 0)).length;
    const unreadable = Object.values(plan).filter((value) => parseQuantity(value) === 'invalid').length;
    if (unreadable) return setFormError(t('errors.invalidCells', { count: unreadable }));
    if (short) return setFormError(t('errors.shortRows', { count: short }));
    if (!transfers.length) return setFormError(t('errors.empty'));
    try {
      const created = await dispatch.mutateAsync({ projectId, fromInventoryId: sourceId, eventId, type: 'event', note: note.trim() || null, transfers });
      notify.success(t('created', { count: created.length }));
      await router.push(transferLinks.list(projectId, { eventId }));
    } catch (error) {
      const errors: Record<string, string> = {};
      const notEnough = isApiError(error) && error.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY';
      for (const [, transfer, item] of indexedFields(error, /^transfers\.(\d+)\.items\.(\d+)\./)) {
        const key = cells[Number(transfer)]?.[Number(item)];
        if (key) errors[key] = notEnough ? t('errors.notEnough') : t('errors.invalidCell');
      }
      setServerErrors(errors);
      notify.error(Object.keys(errors).length ? withoutFields(error) : error, { operation: 'create', detail: Object.keys(errors).length ? t('errors.seeTable') : undefined });
      if (notEnough) void matrix.refetch();
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {eventLink}
      <header>
        <PageTitle name={eventName ? t('title', { event: eventName }) : t('titleUnnamed')} />
        <h1 className="text-2xl font-semibold">{eventName ? t('title', { event: eventName }) : t('titleUnnamed')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('source')}
          hint={t('sourceHint')}
          value={sourceId}
          onChange={(event) => {
            setChosenSource(event.target.value);
            setServerErrors({});
          }}
          options={sources.data.map((inventory) => ({ value: inventory.id, label: nameOf(inventory) }))}
        />
        <TextField label={t('note')} hint={t('noteHint')} value={note} maxLength={1000} autoComplete="off" onChange={(event) => setNote(event.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex min-h-11 items-center gap-3">
          <input id={onlyStockedId} type="checkbox" className="h-5 w-5" checked={onlyStocked} onChange={(event) => setOnlyStocked(event.target.checked)} />
          <label htmlFor={onlyStockedId} className="font-medium text-slate-800">
            {t('onlyStocked')}
          </label>
        </div>
        {proposal?.({
          sourceId,
          onPropose: (cells) => {
            setPlan(Object.fromEntries(cells.filter((cell) => cell.quantity > 0).map((cell) => [cellKey(cell.productVariantId, cell.inventoryId), String(cell.quantity)])));
            setServerErrors({});
            setFormError(undefined);
          },
        })}
        <Button variant="secondary" onClick={() => setPlan((current) => fillEvenly(current, rows, sourceId, standIds))}>
          {t('fillEvenly')}
        </Button>
        <Button variant="secondary" onClick={() => setPlan({})} disabled={!Object.values(plan).some(Boolean)}>
          {t('clear')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{matrix.data.rows.length ? t('sourceEmpty') : t('noProducts')}</p>
      ) : (
        <DispatchTable rows={rows} stands={stands.data} sourceId={sourceId} plan={plan} serverErrors={serverErrors} onChange={change} />
      )}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-md">
        <div aria-live="polite">
          <p className="font-semibold">{t('summary', { transfers: transfers.length, units })}</p>
          {formError && <p className="font-medium text-red-700">{formError}</p>}
        </div>
        <Button type="submit" disabled={dispatch.isPending}>
          {dispatch.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
