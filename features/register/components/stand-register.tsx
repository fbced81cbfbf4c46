import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, NotFoundState, SkeletonLines } from '@/components/ui/loading-states';
import { useEvent } from '@/features/events';
import { useStands, type StandView } from '@/features/stands';
import { registerBasketStore } from '../register-basket';
import { useCollections } from '../collections-api';
import { Tabs } from '@/components/ui/tabs';
// The tabs but the sale and the closing dialog come after the first paint (lazy-parts.tsx).
import { CashCount, CloseStandDialog, CollectionsPanel, ShiftReportView, TodaySales, TrainingBanner, TrainingSwitch, usePreloadRegisterParts } from './lazy-parts';
import { SalePanel } from './sale-panel';
import { StandOpening, useCloseStand } from './stand-opening';
import { registerAccess } from './stand-schedule';
import { RegisterStatusStrip } from './register-status-strip';
import { useRegisterOutbox } from '../offline/use-register-outbox';
import { useCancelAbandonedCardOrders } from '../offline/abandoned-card-orders';
import { touchButton } from './touch';
import { PageTitle } from '@/components/layout/page-title';
import { StatusBadge } from '@/components/ui/status-badge';

/** The tablet register of one stand (/sellers/events/{eventId}/stands/{standId}). */
export function StandRegister({ eventId, standId }: { eventId: string; standId: string }) {
  const t = useTranslations('register');
  const tc = useTranslations('common');
  const event = useEvent(eventId);
  const stands = useStands(eventId);
  const stand = stands.data?.data.find((entry) => entry.id === standId);

  let body;
  if (event.isPending || stands.isPending) body = <SkeletonLines label={t('screen.loading')} />;
  else if (event.isError || stands.isError) {
    const missing = { title: tc('missing.stand'), text: t('screen.notFound') };
    body = <LoadError error={event.error ?? stands.error} missing={missing} onRetry={() => void Promise.all([event.refetch(), stands.refetch()])} />;
  } else if (!stand) body = <NotFoundState title={tc('missing.stand')} text={t('screen.notFound')} />;

  if (body || !event.data || !stand) {
    return (
      <div className="flex flex-col gap-4 p-6">
        <BackLink />
        {body}
      </div>
    );
  }
  return <Register eventId={eventId} eventName={event.data.name} projectId={event.data.projectId} eventStatus={event.data.status} stand={stand} />;
}

function BackLink() {
  const t = useTranslations('register.screen');
  return (
    <Link href="/sellers" aria-label={t('back')} className="inline-flex min-h-12 min-w-12 shrink-0 items-center self-start text-lg text-brand-700 underline">
      <span aria-hidden="true">←</span>
      {/* On a phone the arrow alone, so that the stand's name keeps the row. */}
      <span aria-hidden="true" className="max-sm:hidden">
        &nbsp;{t('back')}
      </span>
    </Link>
  );
}

interface RegisterProps {
  eventId: string;
  eventName: string;
  projectId: string;
  eventStatus: Parameters<typeof registerAccess>[0]['status'];
  stand: StandView;
}

function Register({ eventId, eventName, projectId, eventStatus, stand }: RegisterProps) {
  const t = useTranslations('register');
  const [tab, setTab] = useState('sale');
  const [confirmClose, setConfirmClose] = useState(false);
  const closing = useCloseStand(eventId, stand);
  const useBasket = registerBasketStore(stand.id);
  const cardWaiting = useBasket((state) => state.cardOrder !== null);
  const training = useBasket((state) => state.training);
  const access = registerAccess({ status: eventStatus });
  const outbox = useRegisterOutbox(stand);
  useCancelAbandonedCardOrders(stand.id, stand.inventoryId, outbox.online);
  const opened = stand.status === 'opened';
  // Only a stand where the date's shop orders are collected has the Retraits tab, with what is left to hand over.
  const collections = useCollections(stand.id, { state: 'toCollect', page: 1, limit: 1 }, opened);
  const collecting = collections.data?.collectionPoint ? collections.data.meta.total : null;
  const partsReady = usePreloadRegisterParts();

  return (
    // Fills the window: the header and tabs stay, the basket and its pay buttons are always on screen (sale-panel.tsx).
    <div data-fill-screen className="flex min-h-0 flex-1 flex-col">
      {/* One row on a tablet, the title cut short if need be (each row is taken from the basket); two on a phone. */}
      <header className="flex shrink-0 flex-wrap items-center justify-between gap-x-3 border-b border-slate-300 bg-white px-4 py-2 sm:flex-nowrap">
        <BackLink />
        <div className="flex min-w-0 flex-1 items-center gap-x-3 max-sm:order-last max-sm:basis-full">
          <PageTitle name={t('screen.title', { stand: stand.name, event: eventName })} />
          <h1 className="truncate text-lg font-semibold sm:text-xl">{t('screen.title', { stand: stand.name, event: eventName })}</h1>
          <span className="shrink-0">
            <StatusBadge tone={opened ? 'done' : 'neutral'}>{t(`standStatus.${stand.status}`)}</StatusBadge>
          </span>
        </div>
        {opened && <TrainingSwitch standId={stand.id} />}
        {opened && (
          <Button variant="secondary" className={`${touchButton} shrink-0`} disabled={cardWaiting} onClick={() => setConfirmClose(true)}>
            {t('closing.close')}
          </Button>
        )}
      </header>
      {opened && training && <TrainingBanner />}
      <RegisterStatusStrip online={outbox.online} summary={outbox.summary} offlineReady={partsReady && outbox.summary.registered} onSendNow={() => void outbox.sendNow()} />
      {!access.openable ? (
        <div className="relative min-h-0 flex-1 overflow-y-auto">
          <p className="m-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-lg text-amber-900">{t(`home.notOpenable.${access.reason}`)}</p>
        </div>
      ) : (
        // A closed stand keeps its day readable (sales, count, Z); its first tab opens it again.
        <Tabs
          size="touch"
          fill
          label={t('screen.tabs')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            opened
              ? { id: 'sale', label: t('screen.saleTab'), content: <SalePanel projectId={projectId} eventId={eventId} stand={stand} online={outbox.online} pendingUnits={outbox.pendingUnits} /> }
              : { id: 'sale', label: t('screen.openTab'), content: <StandOpening eventId={eventId} stand={stand} /> },
            ...(collecting === null
              ? []
              : [{ id: 'collections', label: t('collections.tabCount', { count: collecting }), content: tab === 'collections' ? <CollectionsPanel stand={stand} /> : null }]),
            { id: 'sales', label: t('screen.salesTab'), content: tab === 'sales' ? <TodaySales stand={stand} /> : null },
            { id: 'cash', label: t('screen.cashTab'), content: tab === 'cash' ? <CashCount stand={stand} /> : null },
            { id: 'report', label: t('screen.reportTab'), content: tab === 'report' ? <ShiftReportView stand={stand} /> : null },
          ]}
        />
      )}
      <CloseStandDialog
        open={confirmClose}
        stand={stand}
        toCollect={collecting}
        unsent={outbox.summary.pending}
        busy={closing.pending}
        onKeepOpen={() => setConfirmClose(false)}
        onClose={() =>
          closing.close(() => {
            setConfirmClose(false);
            // The seller lands on the day's Z, not on an empty page.
            setTab('report');
          })
        }
      />
    </div>
  );
}
