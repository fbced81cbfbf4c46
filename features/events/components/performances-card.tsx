import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useSetAttendance } from '../api';
import type { EventView, SellerEventView } from '../types';

/**
 * The date's performances, each with its room and how many came. The tour's writers enter the attendance after the
 * show, on a closed date too (it moves no money): the tour's report counts sales per head from it.
 */
export function PerformancesCard({ event, canEnterAttendance }: { event: EventView | SellerEventView; canEnterAttendance: boolean }) {
  const t = useTranslations('events.page');
  const { formatLongDateTime } = useDateFormat();
  const capacityOf = new Map(event.rooms.map((room) => [room.id, room.capacity]));
  return (
    <Card title={t('performances')}>
      {event.performances.length === 0 ? (
        <p className="text-slate-700">{t('noPerformances')}</p>
      ) : canEnterAttendance ? (
        <AttendanceForm event={event} />
      ) : (
        <ul className="flex flex-col gap-2">
          {event.performances.map((performance) => {
            const capacity = performance.roomId ? capacityOf.get(performance.roomId) : null;
            return (
              <li key={performance.id} className="flex flex-wrap gap-2">
                <span className="font-medium">{formatLongDateTime(performance.startsAtIso)}</span>
                {performance.roomName && <span className="text-slate-700">· {performance.roomName}</span>}
                {performance.attendance !== null && <span className="text-slate-700">· {t('attendance.shown', { count: performance.attendance })}</span>}
                {capacity ? <span className="text-slate-700">· {t('attendance.capacity', { count: capacity })}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** One field per performance; an empty field clears its figure. */
function AttendanceForm({ event }: { event: EventView | SellerEventView }) {
  const t = useTranslations('events.page.attendance');
  const { formatLongDateTime } = useDateFormat();
  const notify = useNotify();
  const save = useSetAttendance(event.id);
  const capacityOf = new Map(event.rooms.map((room) => [room.id, room.capacity]));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(event.performances.map((performance) => [performance.id, performance.attendance === null ? '' : String(performance.attendance)])));
  const invalid = new Set(Object.entries(values).flatMap(([id, value]) => (value.trim() === '' || /^\d{1,7}$/.test(value.trim()) ? [] : [id])));

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (invalid.size) return;
    try {
      await save.mutateAsync(event.performances.map((performance) => ({ performanceId: performance.id, attendance: values[performance.id]!.trim() === '' ? null : Number(values[performance.id]) })));
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(formEvent) => void submit(formEvent)} noValidate>
      <p className="text-slate-700">{t('intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {event.performances.map((performance) => {
          const capacity = performance.roomId ? capacityOf.get(performance.roomId) : null;
          const when = [formatLongDateTime(performance.startsAtIso), performance.roomName].filter(Boolean).join(' · ');
          return (
            <TextField
              key={performance.id}
              label={t('label', { performance: when })}
              hint={capacity ? t('capacity', { count: capacity }) : undefined}
              error={invalid.has(performance.id) ? t('invalid') : undefined}
              inputMode="numeric"
              value={values[performance.id] ?? ''}
              onChange={(change) => setValues({ ...values, [performance.id]: change.target.value })}
            />
          );
        })}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
