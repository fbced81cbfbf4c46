import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { OnboardingView } from '../types';

export const checklistSteps = ['tour', 'event', 'stand', 'products', 'stock', 'sale'] as const;
type Step = (typeof checklistSteps)[number];

interface StepState {
  done: boolean;
  /** Where the step is made; null while an earlier step it needs is not done. */
  href: string | null;
}

const tourPage = (projectId: string, tab: string) => `/dashboard/projects/${projectId}?tab=${tab}`;
const eventPage = (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}`;

/** Each step's state from the onboarding read: done from the data, linked to the screen that makes it. */
export function checklistStates(view: OnboardingView): Record<Step, StepState> {
  const { projectId, eventId, standId } = view;
  const atEvent = projectId && eventId ? eventPage(projectId, eventId) : null;
  return {
    tour: { done: projectId !== null, href: projectId ? tourPage(projectId, 'events') : '/dashboard/projects' },
    event: { done: eventId !== null, href: projectId ? `/dashboard/projects/${projectId}/events/new` : null },
    stand: { done: standId !== null, href: atEvent },
    products: { done: view.hasProducts, href: projectId ? tourPage(projectId, 'catalogue') : null },
    stock: { done: view.hasStockAtStand, href: projectId && standId ? tourPage(projectId, 'stock') : null },
    sale: { done: view.hasSale, href: standId ? atEvent : null },
  };
}

/**
 * The dashboard's walk to a first sale (issue #25): tour → date → stand → products → stock at the stand → first
 * sale, each a link to its screen, the done ones ticked from the data. Gone once a first sale exists.
 */
export function FirstSaleChecklist({ view }: { view: OnboardingView }) {
  const t = useTranslations('onboarding.checklist');
  if (view.hasSale) return null;
  const states = checklistStates(view);
  const done = checklistSteps.filter((step) => states[step].done).length;
  const next = checklistSteps.find((step) => !states[step].done);
  return (
    <section aria-labelledby="first-sale-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="first-sale-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      <p className="mt-2 text-sm font-medium text-slate-700">{t('progress', { done, total: checklistSteps.length })}</p>
      <ol className="mt-4 flex flex-col gap-2">
        {checklistSteps.map((step, index) => {
          const { done: isDone, href } = states[step];
          const label = `${index + 1}. ${t(`steps.${step}.label`)}`;
          return (
            <li key={step} className={`flex items-start gap-3 rounded-md border p-3 ${step === next ? 'border-brand-600/30 bg-brand-50' : 'border-slate-200'}`} aria-current={step === next ? 'step' : undefined}>
              <span aria-hidden="true" className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-sm ${isDone ? 'border-green-700 bg-green-700 text-white' : 'border-slate-400 text-transparent'}`}>
                ✓
              </span>
              <div className="flex flex-col gap-1">
                {href ? (
                  <Link href={href} className="font-medium text-brand-700 underline">
                    {label}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-700">{label}</span>
                )}
                <span className="text-sm text-slate-700">
                  <span className="font-medium">{isDone ? t('done') : href ? t('todo') : t('locked')}</span> · {t(`steps.${step}.hint`)}
                </span>
                {step === 'stock' && !isDone && view.projectId && view.standInventoryId && (
                  <Link href={`/dashboard/projects/${view.projectId}/transfers/new?to=${view.standInventoryId}`} className="text-sm text-brand-700 underline">
                    {t('sendToStand')}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
