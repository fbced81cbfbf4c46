import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { eventLinks } from '@/features/events';
import { closingStore } from '../../closing-store';
import { useClosingData } from '../../api';
import { closingSteps, currentStep, nextStep, reachableSteps, stepKey, stepOfPath, type ClosingStep } from '../../closing-flow';
import { feesOf } from '../../closing-plan';
import { closingLinks } from '../../links';
import type { ClosingData } from '../../types';
import { ClosingProgress } from './closing-progress';
import type { StepProps } from './step-props';

/** The wizard's own loading state, for the moment a step's code comes. */
function StepLoading() {
  const t = useTranslations('closing');
  return <SkeletonLines label={t('loading')} lines={6} />;
}

// Each step in a chunk of its own (issue #28): the cash count brings the register's steppers and dialogs, the orders
// the hand-over forms, the inventory the stock matrix and its CSV, the summary the confirmation's error reporting.
// The wizard asks for them all as it reads the closing's data (usePreloadSteps), so that the steps then open at once.
const stepModules = {
  cashFund: () => import('./cash-fund-step'),
  cash: () => import('./cash-step'),
  card: () => import('./card-step'),
  sells: () => import('./sells-step'),
  inventory: () => import('./inventory-step'),
  orders: () => import('./orders-step'),
  fees: () => import('./fees-step'),
  concessionInventory: () => import('./concession-inventory-step'),
  finance: () => import('./finance-step'),
  summary: () => import('./summary-step'),
};
const CashFundStep = dynamic(() => stepModules.cashFund().then((module) => module.CashFundStep), { loading: StepLoading });
const CashStep = dynamic(() => stepModules.cash().then((module) => module.CashStep), { loading: StepLoading });
const CardStep = dynamic(() => stepModules.card().then((module) => module.CardStep), { loading: StepLoading });
const SellsStep = dynamic(() => stepModules.sells().then((module) => module.SellsStep), { loading: StepLoading });
const InventoryStep = dynamic(() => stepModules.inventory().then((module) => module.InventoryStep), { loading: StepLoading });
const OrdersStep = dynamic(() => stepModules.orders().then((module) => module.OrdersStep), { loading: StepLoading });
const FeesStep = dynamic(() => stepModules.fees().then((module) => module.FeesStep), { loading: StepLoading });
const ConcessionInventoryStep = dynamic(() => stepModules.concessionInventory().then((module) => module.ConcessionInventoryStep), { loading: StepLoading });
const FinanceStep = dynamic(() => stepModules.finance().then((module) => module.FinanceStep), { loading: StepLoading });
const SummaryStep = dynamic(() => stepModules.summary().then((module) => module.SummaryStep), { loading: StepLoading });

/** Fetches every step's code once, from the wizard's first render on, beside the closing's data. */
function usePreloadSteps() {
  useEffect(() => {
    for (const load of Object.values(stepModules)) void load().catch(() => undefined);
  }, []);
}

interface ClosingWizardProps {
  projectId: string;
  eventId: string;
  /** The path after /closing/: [] , [step] or [standId, step]. */
  segments: string[];
}

/** The event closing wizard (spec §2, §4): loads what the system knows, then walks the steps the flow gives. */
export function ClosingWizard({ projectId, eventId, segments }: ClosingWizardProps) {
  const t = useTranslations('closing');
  const data = useClosingData(eventId);
  usePreloadSteps();
  const back = { href: eventLinks.page(projectId, eventId), label: t('back') };

  if (data.isPending) return <SkeletonLines label={t('loading')} lines={6} />;
  if (data.isError) return <LoadError error={data.error} onRetry={() => void data.refetch()} missing={{ title: t('notFound'), back }} />;
  if (data.data.event.status !== 'inProgress') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-slate-800">{t(`unavailable.${data.data.event.status}`)}</p>
        {data.data.event.status === 'finished' && (
          <Link href={eventLinks.settlement(projectId, eventId)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('openSettlement')}
          </Link>
        )}
        <Link href={back.href} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          <span aria-hidden="true">←&nbsp;</span>
          {back.label}
        </Link>
      </div>
    );
  }
  return <WizardSteps projectId={projectId} data={data.data} segments={segments} />;
}

function WizardSteps({ projectId, data, segments }: { projectId: string; data: ClosingData; segments: string[] }) {
  const t = useTranslations('closing');
  const router = useRouter();
  const store = closingStore(data.event.id);
  const state = store((current) => current);
  const fees = feesOf(data, state);
  // Once the orders are settled the step stays in the list: on screen until "Continuer", then as a done step.
  const [hadOrders, setHadOrders] = useState(data.ordersInProgress.length > 0);
  if (data.ordersInProgress.length > 0 && !hadOrders) setHadOrders(true);
  const steps = closingSteps({
    commissionType: fees.commissionType,
    hasOrdersInProgress: hadOrders || state.closingSteps.includes('orders'),
    stands: data.stands,
  });
  const reachable = reachableSteps(steps, state.closingSteps);
  const asked = stepOfPath(steps, segments);
  const step = asked && reachable.has(stepKey(asked)) ? asked : currentStep(steps, state.closingSteps);
  const stepHref = (target: ClosingStep) => closingLinks.step(projectId, data.event.id, stepKey(target));

  // /closing, a stale link or a step not reachable yet: the address says the step shown.
  useEffect(() => {
    if (!asked || stepKey(asked) !== stepKey(step)) void router.replace(stepHref(step));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey(step), asked && stepKey(asked)]);

  const props: StepProps = {
    data,
    store,
    projectId,
    onDone: () => {
      state.markDone(stepKey(step));
      const next = nextStep(steps, step);
      if (next) void router.push(stepHref(next));
    },
  };
  const stand = step.standId ? data.stands.find((entry) => entry.id === step.standId) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageTitle name={t('pageTitle', { event: data.event.name })} />
      <p className="text-lg font-medium text-slate-900">{data.event.name}</p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <div key={stepKey(step)}>
          {stand && step.step === 'cash-fund' && <CashFundStep {...props} stand={stand} />}
          {stand && step.step === 'cash' && <CashStep {...props} stand={stand} />}
          {stand && step.step === 'card' && <CardStep {...props} stand={stand} />}
          {stand && step.step === 'sells' && <SellsStep {...props} stand={stand} />}
          {stand && step.step === 'inventory' && <InventoryStep {...props} stand={stand} />}
          {!step.standId && step.step === 'orders' && <OrdersStep {...props} />}
          {!step.standId && step.step === 'fees' && <FeesStep {...props} />}
          {!step.standId && step.step === 'inventory' && <ConcessionInventoryStep {...props} />}
          {!step.standId && step.step === 'finance' && <FinanceStep {...props} />}
          {!step.standId && step.step === 'summary' && <SummaryStep {...props} />}
        </div>
        {/* The step first, then the list of steps: below it on a phone, on its left from a tablet up. */}
        <div className="md:order-first">
          <ClosingProgress projectId={projectId} eventId={data.event.id} steps={steps} stands={data.stands} done={state.closingSteps} reachable={reachable} current={step} />
        </div>
      </div>
    </div>
  );
}
