import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, NotFoundState, SkeletonLines } from '@/components/ui/loading-states';
import { useEvent } from '@/features/events';
import { useStands, type StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { registerBasketStore } from '../register-basket';
import { useCollections } from '../collections-api';
import { CashCount } from './cash-count';
import { CollectionsPanel } from './collections-panel';
import { RegisterDialog } from './register-dialog';
import { Tabs } from '@/components/ui/tabs';
import { SalePanel } from './sale-panel';
import { StandOpening, useCloseStand } from './stand-opening';
import { registerAccess } from './stand-schedule';
import { TodaySales } from './today-sales';
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
    <Link href="/sellers" className="inline-flex min-h-12 items-center self-start text-lg text-brand-700 underline">
      <span aria-hidden="true">←</span>&nbsp;{t('back')}
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
  const access = registerAccess({ status: eventStatus });
  const opened = stand.status === 'opened';
  // Only a stand where the date's shop orders are collected has the Retraits tab, with what is left to hand over.
  const collections = useCollections(stand.id, { state: 'toCollect', page: 1, limit: 1 }, opened);
  const collecting = collections.data?.collectionPoint ? collections.data.meta.total : null;

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-300 bg-white px-4 py-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <BackLink />
          <PageTitle name={t('screen.title', { stand: stand.name, event: eventName })} />
          <h1 className="text-xl font-semibold">{t('screen.title', { stand: stand.name, event: eventName })}</h1>
          <StatusBadge tone={opened ? 'done' : 'neutral'}>{t(`standStatus.${stand.status}`)}</StatusBadge>
        </div>
        {opened && (
          <Button variant="secondary" className={touchButton} disabled={cardWaiting} onClick={() => setConfirmClose(true)}>
            {t('closing.close')}
          </Button>
        )}
      </header>
      {!access.openable ? (
        <p className="m-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-lg text-amber-900">{t(`home.notOpenable.${access.reason}`)}</p>
      ) : !opened ? (
        <div className="p-4">
          <StandOpening eventId={eventId} stand={stand} />
        </div>
      ) : (
        <Tabs
          size="touch"
          label={t('screen.tabs')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'sale', label: t('screen.saleTab'), content: <SalePanel projectId={projectId} eventId={eventId} stand={stand} /> },
            ...(collecting === null
              ? []
              : [{ id: 'collections', label: t('collections.tabCount', { count: collecting }), content: tab === 'collections' ? <CollectionsPanel stand={stand} /> : null }]),
            { id: 'sales', label: t('screen.salesTab'), content: tab === 'sales' ? <TodaySales stand={stand} /> : null },
            { id: 'cash', label: t('screen.cashTab'), content: tab === 'cash' ? <CashCount stand={stand} /> : null },
          ]}
        />
      )}
      <RegisterDialog
        open={confirmClose}
        title={t('closing.title', { stand: stand.name })}
        busy={closing.pending}
        onClose={() => setConfirmClose(false)}
        actions={
          <>
            <Button variant="secondary" className={touchButton} disabled={closing.pending} onClick={() => setConfirmClose(false)}>
              {t('closing.keepOpen')}
            </Button>
            <Button variant="danger" className={touchButton} disabled={closing.pending} onClick={() => closing.close(() => setConfirmClose(false))}>
              {closing.pending ? t('closing.closing') : t('closing.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{t('closing.text', { fund: formatMoney(stand.changeFund) })}</p>
      </RegisterDialog>
    </div>
  );
}
