import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useEvent } from '../api';
import { type CommissionType, type EventView } from '../types';
import { canWriteTour, planOwnerOf, useProject } from '@/features/projects';
import { eventLinks } from './links';
import { steps, type Step, type Errors, type Details, type RoomRow, type PerformanceRow, type Fees, type StandsStepProps, newKey, emptyFees, percentText, resumeStep } from './funnel/shared';
import { DetailsStep } from './funnel/details-step';
import { DatesStep } from './funnel/dates-step';
import { FeesStep } from './funnel/fees-step';
import { venueDealTextsOf, type VenueDealTexts } from '../venue-deal-form';
import { PageTitle } from '@/components/layout/page-title';

type StandsStepSlot = ComponentType<StandsStepProps>;

/**
 * Spec §2 funnel of a new event, in four steps; `?eventId=` resumes one that is not completed, at its first unfinished
 * step. `standsStep` is the stands domain's step, given by the page.
 */
export function EventFunnel({ projectId, standsStep }: { projectId: string; standsStep: StandsStepSlot }) {
  const t = useTranslations('events.funnel');
  const tc = useTranslations('common');
  const router = useRouter();
  // Read once: the query gains the event's id after step 1, which must not reload the forms.
  const [resumeId] = useState(() => (typeof router.query.eventId === 'string' ? router.query.eventId : undefined));
  const existing = useEvent(resumeId);
  const project = useProject(projectId);
  if ((resumeId && existing.isPending) || project.isPending) return <SkeletonLines label={t('loading')} />;
  const backToTour = { href: `/dashboard/projects/${projectId}`, label: tc('missing.backToTour') };
  if (resumeId && existing.isError) return <LoadError error={existing.error} missing={{ title: tc('missing.event'), back: backToTour }} onRetry={() => void existing.refetch()} />;
  if (project.isError) return <LoadError error={project.error} missing={{ title: tc('missing.tour'), back: { href: '/dashboard/projects', label: tc('missing.backToTours') } }} onRetry={() => void project.refetch()} />;
  // Observers and archived tours get no form to fill in only to be refused at the end.
  if (!canWriteTour(project.data)) {
    return <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('forbidden')}</p>;
  }
  return <FunnelSteps projectId={projectId} planOwner={planOwnerOf(project.data)} resumed={existing.data} StandsStep={standsStep} />;
}

/** `planOwner`: the organisation whose plan counts (the tour's owner), null when the user may not read it. */
function FunnelSteps({ projectId, planOwner, resumed, StandsStep }: { projectId: string; planOwner: string | null; resumed: EventView | undefined; StandsStep: StandsStepSlot }) {
  const t = useTranslations('events.funnel');
  const router = useRouter();
  const [eventId, setEventId] = useState<string | undefined>(resumed?.id);
  const [step, setStep] = useState<Step>(() => resumeStep(resumed));
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
  const [dealTexts, setDealTexts] = useState<VenueDealTexts>(() => venueDealTextsOf(resumed?.venueDeal));
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
      <PageTitle name={resumed ? t('resumeTitle', { name: resumed.name }) : t('title')} />
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
          planOwner={planOwner}
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
      {step === 'stands' && eventId && <StandsStep {...shared} eventId={eventId} projectId={projectId} planOwner={planOwner} />}
      {step === 'fees' && eventId && (
        <FeesStep
          {...shared}
          eventId={eventId}
          projectId={projectId}
          commissionType={commissionType}
          setCommissionType={setCommissionType}
          dealTexts={dealTexts}
          setDealTexts={setDealTexts}
          fees={fees}
          setFees={setFees}
          goTo={go}
          completed={Boolean(resumed?.funnelCompletedAt)}
        />
      )}
    </div>
  );
}
