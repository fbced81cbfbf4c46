import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { countries } from '@/features/accounts/types';
import { emptyStand, sellerName, standErrorsOf, StandFields, useCreateStand, useDeleteStand, useStands, useTourSellers, validateStand, type StandDraft } from '@/features/stands';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useCompleteFunnel, useCreateEvent, useEvent, useUpdateEvent, type EventDetailsInput } from '../api';
import { commissionTypes, feeFieldsOf, type CommissionType, type EventView, type FeeField } from '../types';
import { eventLinks } from './links';

const steps = ['details', 'dates', 'stands', 'fees'] as const;
type Step = (typeof steps)[number];
/** Errors by the API's field path ("performances.1.startsAt"), as message keys of `events.funnel.errors`. */
type Errors = Record<string, string>;

interface Details {
  name: string;
  venueName: string;
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
}
interface RoomRow {
  key: number;
  name: string;
  capacity: string;
}
interface PerformanceRow {
  key: number;
  room: string;
  startsAt: string;
}
type Fees = Record<FeeField, string>;

let nextKey = 1;
const newKey = () => nextKey++;
const emptyFees: Fees = { theaterFeeAmount: '', theaterFeeVat: '', commissionAgentFeeAmount: '', commissionAgentFeeVat: '' };
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The message key of an API field path, for the field's own error. */
function messageOf(field: string, fromCompletion: boolean): string {
  const parts = field.split('.');
  const last = parts[parts.length - 1]!;
  if (parts[0] === 'rooms') return parts.length > 1 ? (last === 'capacity' ? 'capacity' : 'roomName') : 'rooms';
  if (parts[0] === 'performances') return parts.length > 1 ? (last === 'room' ? 'room' : 'startsAt') : 'performancesRequired';
  if (parts[0] === 'stands') return 'standsRequired';
  if ((['theaterFeeAmount', 'theaterFeeVat', 'commissionAgentFeeAmount', 'commissionAgentFeeVat'] as string[]).includes(last)) return fromCompletion ? 'feeRequired' : 'percent';
  if (last === 'name' || last === 'postcode' || last === 'city' || last === 'country') return fromCompletion && last === 'city' ? 'cityRequired' : last;
  return 'invalid';
}

function errorsOf(error: unknown, fromCompletion = false): Errors | null {
  if (!isApiError(error) || error.errorCode !== 'VALIDATION_ERRORS' || error.fields.length === 0) return null;
  return Object.fromEntries(error.fields.map((field) => [field, messageOf(field, fromCompletion)]));
}

/** "12,5" → 12.5; null if not a percentage 0–100 with at most two decimals. */
function parsePercent(value: string): number | null {
  const normalised = value.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return null;
  const number = Number(normalised);
  return number <= 100 ? number : null;
}

const percentText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The step a missing field belongs to, for the summary of an incomplete event. */
function stepOf(field: string): Step {
  const root = field.split('.')[0]!;
  if (root === 'performances' || root === 'rooms') return 'dates';
  if (root === 'stands') return 'stands';
  if (root.includes('Fee') || root === 'commissionType') return 'fees';
  return 'details';
}

/** Spec §2 funnel of a new event, in four steps; `?eventId=` resumes one that is not completed. */
export function EventFunnel({ projectId }: { projectId: string }) {
  const t = useTranslations('events.funnel');
  const router = useRouter();
  // Read once: the query gains the event's id after step 1, which must not reload the forms.
  const [resumeId] = useState(() => (typeof router.query.eventId === 'string' ? router.query.eventId : undefined));
  const existing = useEvent(resumeId);
  if (resumeId && existing.isPending) return <SkeletonLines label={t('loading')} />;
  if (resumeId && existing.isError) return <LoadError onRetry={() => void existing.refetch()} />;
  return <FunnelSteps projectId={projectId} resumed={existing.data} />;
}

function FunnelSteps({ projectId, resumed }: { projectId: string; resumed: EventView | undefined }) {
  const t = useTranslations('events.funnel');
  const router = useRouter();
  const [eventId, setEventId] = useState<string | undefined>(resumed?.id);
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<Details>(() => ({
    name: resumed?.name ?? '',
    venueName: resumed?.venueName ?? '',
    addressLine1: resumed?.addressLine1 ?? '',
    postcode: resumed?.postcode ?? '',
    city: resumed?.city ?? '',
    country: resumed?.country ?? 'FR',
  }));
  const [rooms, setRooms] = useState<RoomRow[]>(() => (resumed?.rooms ?? []).map((room) => ({ key: newKey(), name: room.name, capacity: room.capacity === null ? '' : String(room.capacity) })));
  const [performances, setPerformances] = useState<PerformanceRow[]>(() =>
    resumed?.performances.length
      ? resumed.performances.map((performance) => ({ key: newKey(), room: performance.roomName ?? '', startsAt: performance.startsAt }))
      : [{ key: newKey(), room: '', startsAt: '' }],
  );
  const [commissionType, setCommissionType] = useState<CommissionType>(resumed?.commissionType ?? 'noCommission');
  const [fees, setFees] = useState<Fees>(() =>
    resumed
      ? {
          theaterFeeAmount: percentText(resumed.theaterFeeAmount),
          theaterFeeVat: percentText(resumed.theaterFeeVat),
          commissionAgentFeeAmount: percentText(resumed.commissionAgentFeeAmount),
          commissionAgentFeeVat: percentText(resumed.commissionAgentFeeVat),
        }
      : emptyFees,
  );
  const [errors, setErrors] = useState<Errors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new step is announced by moving focus to its title.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
  };
  const index = steps.indexOf(step);
  const shared = { errors, setErrors, next: () => go(steps[index + 1]!), back: () => go(steps[index - 1]!) };

  return (
    <div className="flex flex-col gap-6">
      <Link href={eventLinks.tour(projectId)} className="text-brand-700 underline">
        <span aria-hidden="true">←</span> {t('backToTour')}
      </Link>
      <h1 className="text-2xl font-semibold">{resumed ? t('resumeTitle', { name: resumed.name }) : t('title')}</h1>
      <nav aria-label={t('stepsLabel')}>
        <ol className="grid gap-2 sm:grid-cols-4">
          {steps.map((id, position) => {
            const current = id === step;
            const done = position < index;
            const label = (
              <>
                <span className={clsx('flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold', current ? 'border-brand-700 bg-brand-700 text-white' : done ? 'border-brand-700 text-brand-800' : 'border-slate-400 text-slate-700')}>
                  {done ? <span aria-hidden="true">✓</span> : position + 1}
                </span>
                <span>
                  <span className="sr-only">{t('stepOf', { step: position + 1, total: steps.length })} </span>
                  {t(`steps.${id}`)}
                  {done && <span className="sr-only"> ({t('stepDone')})</span>}
                </span>
              </>
            );
            return (
              <li key={id} aria-current={current ? 'step' : undefined} className={clsx('rounded-md border-b-4 p-2', current ? 'border-brand-700 font-semibold text-slate-900' : 'border-slate-200 text-slate-700')}>
                {done && eventId ? (
                  <button type="button" onClick={() => go(id)} className="flex min-h-11 items-center gap-2 text-left underline">
                    {label}
                  </button>
                ) : (
                  <span className="flex min-h-11 items-center gap-2">{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('stepHeading', { step: index + 1, total: steps.length, title: t(`steps.${step}`) })}
      </h2>
      {step === 'details' && (
        <DetailsStep
          {...shared}
          projectId={projectId}
          eventId={eventId}
          details={details}
          setDetails={setDetails}
          onCreated={(id) => {
            setEventId(id);
            void router.replace({ pathname: router.pathname, query: { ...router.query, eventId: id } }, undefined, { shallow: true });
          }}
        />
      )}
      {step === 'dates' && eventId && <DatesStep {...shared} eventId={eventId} rooms={rooms} setRooms={setRooms} performances={performances} setPerformances={setPerformances} />}
      {step === 'stands' && eventId && <StandsStep {...shared} eventId={eventId} projectId={projectId} />}
      {step === 'fees' && eventId && (
        <FeesStep
          {...shared}
          eventId={eventId}
          projectId={projectId}
          commissionType={commissionType}
          setCommissionType={setCommissionType}
          fees={fees}
          setFees={setFees}
          goTo={go}
        />
      )}
    </div>
  );
}

interface StepProps {
  errors: Errors;
  setErrors: (errors: Errors) => void;
  next: () => void;
  back: () => void;
}

function StepActions({ back, pending, submitLabel, pendingLabel, showBack = true }: { back?: () => void; pending: boolean; submitLabel: string; pendingLabel: string; showBack?: boolean }) {
  const t = useTranslations('events.funnel');
  return (
    <div className="flex flex-wrap justify-between gap-3">
      {showBack && back ? (
        <Button variant="secondary" onClick={back} disabled={pending}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

function ErrorSummary({ errors, children }: { errors: Errors; children?: ReactNode }) {
  const t = useTranslations('events.funnel');
  if (Object.keys(errors).length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="font-medium">{t('fixErrors')}</p>
      {children}
    </div>
  );
}

function DetailsStep({
  errors,
  setErrors,
  next,
  projectId,
  eventId,
  details,
  setDetails,
  onCreated,
}: StepProps & { projectId: string; eventId: string | undefined; details: Details; setDetails: (details: Details) => void; onCreated: (id: string) => void }) {
  const t = useTranslations('events.funnel');
  const notify = useNotify();
  const create = useCreateEvent(projectId);
  const update = useUpdateEvent(eventId ?? '');
  const pending = create.isPending || update.isPending;
  const set = (field: keyof Details) => (event: { target: { value: string } }) => setDetails({ ...details, [field]: event.target.value });
  const error = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const name = details.name.trim();
    if (name.length < 2 || name.length > 200) found.name = 'name';
    if (!details.city.trim()) found.city = 'cityRequired';
    if (details.postcode.trim() && !/^[0-9A-Za-z -]{3,10}$/.test(details.postcode.trim())) found.postcode = 'postcode';
    if (Object.keys(found).length) return setErrors(found);
    const input: EventDetailsInput = {
      name,
      venueName: details.venueName.trim() || null,
      addressLine1: details.addressLine1.trim() || null,
      postcode: details.postcode.trim() || null,
      city: details.city.trim(),
      country: details.country,
    };
    try {
      if (eventId) await update.mutateAsync(input);
      else onCreated((await create.mutateAsync(input)).id);
      next();
    } catch (failure) {
      const fieldErrors = errorsOf(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else notify.error(failure, { operation: eventId ? 'update' : 'create' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ErrorSummary errors={errors} />
      <Card title={t('details.title')} description={t('details.intro')}>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <TextField label={t('details.name')} value={details.name} onChange={set('name')} error={error('name')} maxLength={200} required />
          </div>
          <TextField label={t('details.venueName')} value={details.venueName} onChange={set('venueName')} error={error('venueName')} maxLength={200} />
          <TextField label={t('details.addressLine1')} value={details.addressLine1} onChange={set('addressLine1')} error={error('addressLine1')} maxLength={200} autoComplete="off" />
          <TextField label={t('details.postcode')} value={details.postcode} onChange={set('postcode')} error={error('postcode')} maxLength={10} />
          <TextField label={t('details.city')} value={details.city} onChange={set('city')} error={error('city')} maxLength={100} required />
          <SelectField label={t('details.country')} value={details.country} onChange={set('country')} error={error('country')} options={countries.map((code) => ({ value: code, label: t(`countries.${code}`) }))} />
        </div>
      </Card>
      <StepActions pending={pending} submitLabel={t('continue')} pendingLabel={t('saving')} showBack={false} />
    </form>
  );
}

function DatesStep({
  errors,
  setErrors,
  next,
  back,
  eventId,
  rooms,
  setRooms,
  performances,
  setPerformances,
}: StepProps & { eventId: string; rooms: RoomRow[]; setRooms: (rooms: RoomRow[]) => void; performances: PerformanceRow[]; setPerformances: (rows: PerformanceRow[]) => void }) {
  const t = useTranslations('events.funnel');
  const notify = useNotify();
  const update = useUpdateEvent(eventId);
  const hintId = useId();
  const error = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  const roomNames = rooms.map((room) => room.name.trim()).filter(Boolean);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const keptRooms = rooms.filter((room) => room.name.trim() || room.capacity.trim());
    const seenRooms = new Set<string>();
    keptRooms.forEach((room, position) => {
      const name = room.name.trim();
      if (!name) found[`rooms.${position}.name`] = 'roomName';
      else if (seenRooms.has(name.toLocaleLowerCase('fr'))) found[`rooms.${position}.name`] = 'roomDuplicate';
      seenRooms.add(name.toLocaleLowerCase('fr'));
      if (room.capacity.trim() && !/^\d+$/.test(room.capacity.trim())) found[`rooms.${position}.capacity`] = 'capacity';
    });
    const keptPerformances = performances.filter((row) => row.startsAt || row.room);
    if (keptPerformances.length === 0) found['performances.0.startsAt'] = 'performancesRequired';
    const seenPerformances = new Set<string>();
    keptPerformances.forEach((row, position) => {
      if (!LOCAL_DATE_TIME.test(row.startsAt) || !fromParisLocal(row.startsAt)) found[`performances.${position}.startsAt`] = 'startsAt';
      else if (seenPerformances.has(`${row.room}|${row.startsAt}`)) found[`performances.${position}.startsAt`] = 'startsAtDuplicate';
      seenPerformances.add(`${row.room}|${row.startsAt}`);
      if (row.room && !roomNames.includes(row.room)) found[`performances.${position}.room`] = 'room';
    });
    // Rows left blank are dropped, so the indexes of the errors match the rows that stay.
    setRooms(keptRooms);
    setPerformances(keptPerformances.length ? keptPerformances : performances.slice(0, 1));
    if (Object.keys(found).length) return setErrors(found);
    try {
      await update.mutateAsync({
        rooms: keptRooms.map((room) => ({ name: room.name.trim(), capacity: room.capacity.trim() ? Number(room.capacity) : null })),
        performances: keptPerformances.map((row) => ({ room: row.room || null, startsAt: row.startsAt })),
      });
      next();
    } catch (failure) {
      const fieldErrors = errorsOf(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else notify.error(failure, { operation: 'update' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ErrorSummary errors={errors} />
      <Card title={t('dates.roomsTitle')} description={t('dates.roomsIntro')}>
        <div className="flex flex-col gap-4">
          {rooms.length === 0 && <p className="text-slate-700">{t('dates.noRooms')}</p>}
          {rooms.map((room, position) => (
            <fieldset key={room.key} className="grid items-start gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-[2fr_1fr_auto]">
              <legend className="px-1 text-sm font-medium text-slate-700">{t('dates.roomLegend', { number: position + 1 })}</legend>
              <TextField
                label={t('dates.roomName')}
                value={room.name}
                onChange={(change) => setRooms(rooms.map((row) => (row.key === room.key ? { ...row, name: change.target.value } : row)))}
                error={error(`rooms.${position}.name`)}
                maxLength={100}
              />
              <TextField
                label={t('dates.capacity')}
                inputMode="numeric"
                value={room.capacity}
                onChange={(change) => setRooms(rooms.map((row) => (row.key === room.key ? { ...row, capacity: change.target.value } : row)))}
                error={error(`rooms.${position}.capacity`)}
              />
              <Button variant="ghost" className="md:mt-7" onClick={() => setRooms(rooms.filter((row) => row.key !== room.key))} aria-label={t('dates.removeRoomNamed', { number: position + 1 })}>
                {t('dates.removeRoom')}
              </Button>
            </fieldset>
          ))}
          <div>
            <Button variant="secondary" onClick={() => setRooms([...rooms, { key: newKey(), name: '', capacity: '' }])}>
              {t('dates.addRoom')}
            </Button>
          </div>
        </div>
      </Card>
      <Card title={t('dates.performancesTitle')} description={t('dates.performancesIntro')}>
        <div className="flex flex-col gap-4">
          <p id={hintId} className="text-sm text-slate-700">
            {t('dates.timeHint')}
          </p>
          {performances.map((row, position) => (
            <fieldset key={row.key} className="grid items-start gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-[2fr_2fr_auto]">
              <legend className="px-1 text-sm font-medium text-slate-700">{t('dates.performanceLegend', { number: position + 1 })}</legend>
              <TextField
                label={t('dates.startsAt', { number: position + 1 })}
                type="datetime-local"
                value={row.startsAt}
                describedBy={hintId}
                onChange={(change) => setPerformances(performances.map((item) => (item.key === row.key ? { ...item, startsAt: change.target.value } : item)))}
                error={error(`performances.${position}.startsAt`)}
              />
              <SelectField
                label={t('dates.room', { number: position + 1 })}
                value={row.room}
                onChange={(change) => setPerformances(performances.map((item) => (item.key === row.key ? { ...item, room: change.target.value } : item)))}
                error={error(`performances.${position}.room`)}
                options={[{ value: '', label: t('dates.noRoom') }, ...[...new Set(roomNames)].map((name) => ({ value: name, label: name })), ...(row.room && !roomNames.includes(row.room) ? [{ value: row.room, label: row.room }] : [])]}
              />
              <Button
                variant="ghost"
                className="md:mt-7"
                disabled={performances.length === 1}
                onClick={() => setPerformances(performances.filter((item) => item.key !== row.key))}
                aria-label={t('dates.removePerformanceNamed', { number: position + 1 })}
              >
                {t('dates.removePerformance')}
              </Button>
            </fieldset>
          ))}
          <div>
            <Button variant="secondary" onClick={() => setPerformances([...performances, { key: newKey(), room: performances[performances.length - 1]?.room ?? '', startsAt: '' }])}>
              {t('dates.addPerformance')}
            </Button>
          </div>
        </div>
      </Card>
      <StepActions back={back} pending={update.isPending} submitLabel={t('continue')} pendingLabel={t('saving')} />
    </form>
  );
}

function StandsStep({ errors, setErrors, next, back, eventId, projectId }: StepProps & { eventId: string; projectId: string }) {
  const t = useTranslations('events.funnel');
  const tStands = useTranslations('events.stands');
  const notify = useNotify();
  const stands = useStands(eventId);
  const sellers = useTourSellers(projectId);
  const create = useCreateStand(eventId);
  const remove = useDeleteStand(eventId);
  const [draft, setDraft] = useState<StandDraft>(emptyStand);
  const [standErrors, setStandErrors] = useState<Record<string, string>>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const checked = validateStand(draft);
    if ('errors' in checked) return setStandErrors(checked.errors);
    setStandErrors({});
    try {
      await create.mutateAsync(checked.input);
      notify.success(tStands('created', { name: checked.input.name }));
      setDraft(emptyStand);
      setErrors({});
    } catch (failure) {
      const fieldErrors = standErrorsOf(failure);
      if (fieldErrors) setStandErrors(fieldErrors);
      else notify.error(failure, { operation: 'create' });
    }
  }

  async function removeStand(id: string, name: string) {
    try {
      await remove.mutateAsync(id);
      notify.success(tStands('deleted', { name }));
    } catch (failure) {
      notify.error(failure, { operation: 'delete' });
    }
  }

  function proceed() {
    if (!stands.data || stands.data.data.length === 0) return setErrors({ stands: 'standsRequired' });
    next();
  }

  return (
    <div className="flex flex-col gap-6">
      <Card title={t('stands.listTitle')} description={t('stands.intro')}>
        {stands.isPending && <SkeletonLines label={tStands('loading')} lines={2} />}
        {stands.isError && <LoadError onRetry={() => void stands.refetch()} />}
        {stands.data?.data.length === 0 && <p className="text-slate-700">{tStands('empty')}</p>}
        {stands.data && stands.data.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {stands.data.data.map((stand) => (
              <li key={stand.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
                <span>
                  <span className="font-semibold">{stand.name}</span>
                  <span className="text-slate-700">
                    {' · '}
                    {stand.isCashCompatible ? tStands('cashYes') : tStands('cashNo')}
                    {' · '}
                    {tStands('changeFundValue', { amount: formatMoney(stand.changeFund) })}
                    {' · '}
                    {stand.sellers.length ? stand.sellers.map(sellerName).join(', ') : tStands('noneAssigned')}
                  </span>
                </span>
                <Button variant="ghost" onClick={() => void removeStand(stand.id, stand.name)} aria-label={tStands('deleteNamed', { name: stand.name })} disabled={remove.isPending}>
                  {tStands('delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={tStands('addTitle')}>
        <form onSubmit={add} noValidate className="flex flex-col gap-4">
          <StandFields draft={draft} onChange={setDraft} errors={standErrors} sellers={sellers.data} />
          <div>
            <Button type="submit" variant="secondary" disabled={create.isPending}>
              {create.isPending ? tStands('saving') : tStands('addThis')}
            </Button>
          </div>
        </form>
      </Card>
      {errors.stands && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t('errors.standsRequired')}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={back}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Button>
        <Button onClick={proceed}>{t('continue')}</Button>
      </div>
    </div>
  );
}

function FeesStep({
  errors,
  setErrors,
  back,
  eventId,
  projectId,
  commissionType,
  setCommissionType,
  fees,
  setFees,
  goTo,
}: StepProps & {
  eventId: string;
  projectId: string;
  commissionType: CommissionType;
  setCommissionType: (type: CommissionType) => void;
  fees: Fees;
  setFees: (fees: Fees) => void;
  goTo: (step: Step) => void;
}) {
  const t = useTranslations('events.funnel');
  const router = useRouter();
  const notify = useNotify();
  const update = useUpdateEvent(eventId);
  const complete = useCompleteFunnel(eventId);
  const pending = update.isPending || complete.isPending;
  const error = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  const elsewhere = [...new Set(Object.keys(errors).map(stepOf).filter((owner) => owner !== 'fees'))];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const values: Partial<Record<FeeField, number>> = {};
    for (const field of feeFieldsOf[commissionType]) {
      const value = parsePercent(fees[field]);
      if (value === null) found[field] = fees[field].trim() ? 'percent' : 'feeRequired';
      else values[field] = value;
    }
    if (Object.keys(found).length) return setErrors(found);
    try {
      await update.mutateAsync({ commissionType, ...values });
    } catch (failure) {
      const fieldErrors = errorsOf(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else notify.error(failure, { operation: 'update' });
      return;
    }
    try {
      await complete.mutateAsync();
      notify.success(t('completed'));
      await router.push(eventLinks.page(projectId, eventId));
    } catch (failure) {
      const fieldErrors = errorsOf(failure, true);
      if (fieldErrors) setErrors(fieldErrors);
      else notify.error(failure, { operation: 'update' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ErrorSummary errors={errors}>
        {elsewhere.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1">
            {elsewhere.map((owner) => (
              <li key={owner}>
                <button type="button" className="min-h-11 underline" onClick={() => goTo(owner)}>
                  {t('missingIn', { step: t(`steps.${owner}`) })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ErrorSummary>
      <Card title={t('fees.title')} description={t('fees.intro')}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-slate-800">{t('fees.commissionType')}</legend>
          {commissionTypes.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="commissionType"
                value={type}
                className="size-5 accent-brand-700"
                checked={commissionType === type}
                onChange={() => {
                  setCommissionType(type);
                  setErrors({});
                }}
              />
              <span>{t(`fees.types.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        {feeFieldsOf[commissionType].length > 0 && (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {feeFieldsOf[commissionType].map((field) => (
              <TextField
                key={field}
                label={t(`fees.fields.${field}`)}
                hint={t('fees.percentHint')}
                inputMode="decimal"
                value={fees[field]}
                onChange={(change) => setFees({ ...fees, [field]: change.target.value })}
                error={error(field)}
                required
              />
            ))}
          </div>
        )}
      </Card>
      <StepActions back={back} pending={pending} submitLabel={t('finish')} pendingLabel={t('finishing')} />
    </form>
  );
}
