import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { nextAdminSteps } from '../../transitions';
import type { ServiceRequestView } from '../../types';
import { requestNaming, type ServiceStep } from './service-step';

/**
 * The row's next steps (transitions.ts): each button says its action, and its accessible name adds the request, so
 * that a list of "Accuser réception" buttons reads as distinct ones.
 */
export function ServiceRequestActions({ request, onStep }: { request: ServiceRequestView; onStep: (step: ServiceStep) => void }) {
  const t = useTranslations('services.admin.actions');
  // An acknowledged stand service's price may still be corrected: acknowledging it again with another price.
  const correctable = request.kind === 'standManagement' && request.status === 'acknowledged';
  // Its confirmation waits for the organiser's acceptance of that price (issue #25; the server refuses it before).
  const awaitingAcceptance = correctable && !request.quoteAcceptedAt;
  const steps = nextAdminSteps(request.kind, request.status).filter((step) => !(awaitingAcceptance && step === 'confirmed'));
  if (steps.length === 0 && !correctable) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {awaitingAcceptance && <p className="text-sm text-slate-700">{t('awaitingAcceptance')}</p>}
      {steps.map((step) => (
        <Button key={step} variant={step === 'declined' ? 'secondary' : 'primary'} aria-label={t(`${step}Label`, requestNaming(request))} onClick={() => onStep(step)} className="whitespace-nowrap">
          {t(step)}
        </Button>
      ))}
      {correctable && (
        <Button variant="secondary" aria-label={t('correctQuoteLabel', requestNaming(request))} onClick={() => onStep('acknowledged')} className="whitespace-nowrap">
          {t('correctQuote')}
        </Button>
      )}
    </div>
  );
}
