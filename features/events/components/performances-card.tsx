import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { toParisDate } from '@/lib/datetime/paris-time';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useSetAttendance } from '../attendance-api';
import type { EventView, SellerEventView } from '../types';

/**
 * The date's performances, each with its room, the room's capacity and how many came. The tour's writers enter the
 * attendance of the performances whose day has come (on a closed date too: it moves no money); the tour's report
 * counts sales per head from it.
 */
export function PerformancesCard({ event, canEnterAttendance }: { event: EventView | SellerEventView; canEnterAttendance: boolean }) {
  const t = useTranslations('events.page');
  const { formatLongDateTime } = useDateFormat();
  const capacityOf = new Map(event.rooms.map((room) => [room.id, room.capacity]));
  const today = toParisDate(new Date());
  const held = event.performances.filter((performance) => toParisDate(new Date(performance.startsAtIso)) <= today);
  return (
    <Card title={t('performances')}>
      {event.performances.length === 0 ? (
        <p className="text-slate-700">{t('noPerformances')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {event.performances.map((performance) => {
            const capacity = performance.roomId ? capacityOf.get(performance.roomId) : null;
            return (
              <li key={performance.id} className="flex flex-wrap gap-2">
                <span className="font-medium">{formatLongDateTime(performance.startsAtIso)}</span>
                {performance.roomName && <span className="text-slate-700">· {performance.roomName}</span>}
                {capacity ? <span className="text-slate-700">· {t('attendance.capacity', { count: capacity })}</span> : null}
                {performance.attendance !== null && <span className="text-slate-700">· {t('attendance.shown', { count: performance.attendance })}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {canEnterAttendance && held.length > 0 && <AttendanceForm event={event} performances={held} />}
    </Card>
  );
}

/** One field per performance held; an empty field clears its figure. */
function AttendanceForm({ event, performances }: { event: EventView | SellerEventView; performances: EventView['performances'] }) {
  const t = useTranslations('events.page.attendance');
  const { formatLongDateTime } = useDateFormat();
  const notify = useNotify();
  const save = useSetAttendance(event.id);
  const capacityOf = new Map(event.rooms.map((room) => [room.id, room.capacity]));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(performances.map((performance) => [performance.id, performance.attendance === null ? '' : String(performance.attendance)])));
  const invalid = new Set(Object.entries(values).flatMap(([id, value]) => (value.trim() === '' || /^\d{1,7}$/.test(value.trim()) ? [] : [id])));

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (invalid.size) return;
    try {
      await save.mutateAsync(performances.map((performance) => ({ performanceId: performance.id, attendance: values[performance.id]!.trim() === '' ? null : Number(values[performance.id]) })));
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  return (
    <form className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4" onSubmit={(formEvent) => void submit(formEvent)} noValidate>
      <p className="text-slate-700">{t('intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {performances.map((performance) => {
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
