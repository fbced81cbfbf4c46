import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { TakingsTable, useSendShiftReport, useShiftReport, type ShiftReport } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import { formatInteger, formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { StandDayClosing } from './stand-day-closing';
import { touchButton, touchInput } from './touch';

/** The stand's end-of-shift report, on screen and printable, sent by e-mail from here; the journal's Z is closed from here too. */
export function ShiftReportView({ stand }: { stand: Pick<StandView, 'id'> }) {
  const t = useTranslations('register.shiftReport');
  const report = useShiftReport(stand.id);
  if (report.isPending) return <SkeletonLines label={t('loading')} lines={4} />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <ShiftReportSheet report={report.data} />
      <StandDayClosing standId={stand.id} />
      <ShiftReportEmail standId={stand.id} />
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 border-b border-slate-100 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The report itself: what the print keeps (the e-mail form and the buttons are left off paper). */
export function ShiftReportSheet({ report }: { report: ShiftReport }) {
  const t = useTranslations('register.shiftReport');
  const { formatDateTime } = useDateFormat();
  const id = useId();
  const { cash, comps } = report;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm print:border-0 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-slate-700">{t('subtitle', { stand: report.standName, event: report.eventName, date: formatDateTime(report.readAt) })}</p>
        </div>
        <Button variant="secondary" className={`${touchButton} print:hidden`} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      <TakingsTable takings={report.takings} caption={t('takingsCaption')} channels={cash ? ['standCash', 'standCard'] : ['standCard']} />
      <dl className="flex flex-col">
        <Row label={t('discounts')} value={`${formatMoney(report.discounts.amount)} · ${t('discountLines', { count: report.discounts.lines })}`} />
        <Row label={t('comps')} value={comps.units ? t('compsValue', { units: comps.units, value: formatMoney(comps.value) }) : t('noComps')} />
        {comps.reasons.map((entry) => (
          <Row key={entry.reason ?? ''} label={`· ${entry.reason ?? t('noReason')}`} value={formatInteger(entry.units)} />
        ))}
      </dl>
      {cash && (
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold">{t('cashTitle')}</h3>
          <dl className="flex flex-col">
            <Row label={t('changeFund')} value={formatMoney(cash.changeFund)} />
            {cash.movements.map((movement) => (
              <Row
                key={movement.id}
                label={`${t(movement.direction === 'in' ? 'movementIn' : 'movementOut')} · ${movement.reason} (${formatDateTime(movement.occurredAt)})`}
                value={formatMoney(movement.direction === 'in' ? movement.amount : -movement.amount)}
              />
            ))}
            <Row label={t('expected')} value={formatMoney(cash.expected)} strong />
            <Row label={cash.counted ? `${t('counted')} (${t('countedAt', { date: formatDateTime(cash.counted.countedAt) })})` : t('counted')} value={cash.counted ? formatMoney(cash.counted.total) : t('notCounted')} strong />
            {cash.difference !== null && <Row label={t('difference')} value={formatMoney(cash.difference)} />}
          </dl>
          {!cash.upToDate && cash.counted && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
              {t('countOld')}
            </p>
          )}
        </div>
      )}
      <dl className="flex flex-col">
        <Row label={t('cardTotal')} value={formatMoney(report.cardTotal)} strong />
        <Row label={t('lastTicket')} value={formatInteger(report.tickets.last)} />
        {report.tickets.declined.length > 0 && <Row label={t('declined')} value={report.tickets.declined.map((ticket) => `n° ${ticket}`).join(', ')} />}
        {report.tickets.awaitingCard > 0 && <Row label={t('awaitingCard')} value={formatInteger(report.tickets.awaitingCard)} />}
      </dl>
    </section>
  );
}

/** To the seller's own address and/or a typed one (the manager, the accountant). */
function ShiftReportEmail({ standId }: { standId: string }) {
  const t = useTranslations('register.shiftReport');
  const notify = useNotify();
  const id = useId();
  const send = useSendShiftReport(standId);
  const [toMe, setToMe] = useState(true);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  // One key per sending: a retry of the same press replays it, the next press sends again.
  const key = useRef(newIdempotencyKey());

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    if (!toMe && !typed) return setMissing(true);
    setMissing(false);
    send.mutate(
      { key: key.current, toMe, ...(typed ? { email: typed } : {}) },
      {
        onSuccess: (answer) => {
          key.current = newIdempotencyKey();
          notify.success(t('sent', { to: answer.sentTo.join(', ') }));
        },
        onError: (error) => notify.error(error, { operation: 'create' }),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 print:hidden" noValidate>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('emailTitle')}
      </h3>
      <label className="flex min-h-12 items-center gap-3 text-lg">
        <input type="checkbox" className="size-6 shrink-0" checked={toMe} onChange={(event) => setToMe(event.target.checked)} />
        {t('toMe')}
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
          {t('email')}
        </label>
        <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} className={touchInput} aria-describedby={missing ? `${id}-missing` : undefined} />
      </div>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="text-red-800">
          {t('needRecipient')}
        </p>
      )}
      <Button type="submit" className={`${touchButton} self-end`} disabled={send.isPending}>
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
