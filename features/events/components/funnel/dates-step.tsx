import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { useUpdateEvent } from '../../api';
import { type Errors, type RoomRow, type PerformanceRow, newKey, LOCAL_DATE_TIME, errorsOf, type StepProps, StepActions, ErrorSummary } from './shared';

export function DatesStep({
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
              <Button variant="secondary" className="md:mt-7" onClick={() => setRooms(rooms.filter((row) => row.key !== room.key))} aria-label={t('dates.removeRoomNamed', { number: position + 1 })}>
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
                variant="secondary"
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
