import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatInteger } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { DEVICE_SILENT_AFTER_MS, isDeviceSilent } from '../devices';
import { useEventDevices } from '../devices-api';
import type { EventDevicesView } from '../types';

type StandDevices = EventDevicesView['stands'][number];
type Device = StandDevices['devices'][number];

const SILENT_MINUTES = DEVICE_SILENT_AFTER_MS / 60_000;

/**
 * The date's register tablets for its team (issue #26): per stand, each tablet, when it last synced and how many
 * sales it still holds, read again every 30 s. A tablet holding sales without a sync for 15 minutes is said loudly
 * at the top, so that the manager calls the stand before the closing. `now` is for tests.
 */
export function EventTablets({ eventId, now }: { eventId: string; now?: () => number }) {
  const t = useTranslations('orders.tablets');
  const devices = useEventDevices(eventId);
  if (devices.isPending) return <SkeletonLines label={t('loading')} lines={2} />;
  if (devices.isError) return <LoadError error={devices.error} onRetry={() => void devices.refetch()} />;
  // Times are told from the last answer (every 30 s), so the relative times move on even when nothing changed.
  const at = now?.() ?? devices.dataUpdatedAt;
  const { stands } = devices.data;
  const registered = stands.some((stand) => stand.devices.length > 0);
  if (!registered) return <p className="text-slate-700">{t('empty')}</p>;
  const silent = stands.flatMap((stand) => stand.devices.filter((device) => isDeviceSilent(device, at)).map((device) => ({ stand, device })));
  return (
    <div className="flex flex-col gap-4">
      {silent.length > 0 && (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('silentTitle', { count: silent.length, minutes: SILENT_MINUTES })}</p>
          <ul className="mt-2 list-disc pl-5">
            {silent.map(({ stand, device }) => (
              <li key={device.deviceId}>{t('silentLine', { stand: stand.standName, number: device.number, count: device.pending, pending: formatInteger(device.pending) })}</li>
            ))}
          </ul>
          <p className="mt-2">{t('silentHint')}</p>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {stands.map((stand) => (
          <StandTablets key={stand.standId} stand={stand} now={at} />
        ))}
      </div>
    </div>
  );
}

/** The tablets in the event page's card, from the date's start: before it, no tablet has opened a register. */
export function EventTabletsCard({ eventId, status }: { eventId: string; status: 'pending' | 'inProgress' | 'canceled' | 'finished' }) {
  const t = useTranslations('orders.tablets');
  if (status === 'pending' || status === 'canceled') return null;
  return (
    <Card title={t('title')} description={t('description')}>
      <EventTablets eventId={eventId} />
    </Card>
  );
}

function StandTablets({ stand, now }: { stand: StandDevices; now: number }) {
  const t = useTranslations('orders.tablets');
  const headingId = `tablets-${stand.standId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold">
        {stand.standName}
      </h3>
      {stand.devices.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('noneOnStand')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-200">
          {stand.devices.map((device) => (
            <TabletRow key={device.deviceId} device={device} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TabletRow({ device, now }: { device: Device; now: number }) {
  const t = useTranslations('orders.tablets');
  const { formatLongDateTime, formatRelativeTime } = useDateFormat();
  const silent = isDeviceSilent(device, now);
  return (
    <li className="flex flex-col gap-1 py-2" data-testid={`tablet-${device.number}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {t('name', { number: device.number })}
          {device.label && <span className="font-normal text-slate-700"> · {device.label}</span>}
        </p>
        {silent ? (
          <StatusBadge tone="danger" mark="!">
            {t('state.silent')}
          </StatusBadge>
        ) : device.pending > 0 ? (
          <StatusBadge tone="pending" mark="…">
            {t('state.holding')}
          </StatusBadge>
        ) : (
          <StatusBadge tone="done" mark="✓">
            {t('state.upToDate')}
          </StatusBadge>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {device.lastSyncAt ? (
          t.rich('lastSync', {
            time: () => (
              <time dateTime={device.lastSyncAt!} title={formatLongDateTime(device.lastSyncAt!)}>
                {formatRelativeTime(device.lastSyncAt!, now)}
              </time>
            ),
          })
        ) : (
          t('neverSynced')
        )}
      </p>
      <p className={silent ? 'text-sm font-semibold text-red-800' : 'text-sm text-slate-700'}>{t('pending', { count: device.pending, pending: formatInteger(device.pending) })}</p>
      {device.seller && <p className="text-sm text-slate-700">{t('registeredBy', { name: device.seller })}</p>}
    </li>
  );
}
