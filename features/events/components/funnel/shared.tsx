import { useTranslations } from 'next-intl';
import { type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { type EventView, type FeeField } from '../../types';

// What the four steps of the event funnel share: their names, error mapping, number parsing and buttons.
export const steps = ['details', 'dates', 'stands', 'fees'] as const;
export type Step = (typeof steps)[number];
/** Errors by the API's field path ("performances.1.startsAt"), as message keys of `events.funnel.errors`. */
export type Errors = Record<string, string>;

export interface Details {
  name: string;
  venueName: string;
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
}
export interface RoomRow {
  key: number;
  name: string;
  capacity: string;
}
export interface PerformanceRow {
  key: number;
  room: string;
  startsAt: string;
}
export type Fees = Record<FeeField, string>;

let nextKey = 1;
export const newKey = () => nextKey++;
export const emptyFees: Fees = { theaterFeeAmount: '', theaterFeeVat: '', commissionAgentFeeAmount: '', commissionAgentFeeVat: '' };
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The message key of an API field path, for the field's own error. */
export function messageOf(field: string, fromCompletion: boolean): string {
  const parts = field.split('.');
  const last = parts[parts.length - 1]!;
  if (parts[0] === 'rooms') return parts.length > 1 ? (last === 'capacity' ? 'capacity' : 'roomName') : 'rooms';
  if (parts[0] === 'performances') return parts.length > 1 ? (last === 'room' ? 'room' : 'startsAt') : 'performancesRequired';
  if (parts[0] === 'stands') return 'standsRequired';
  if (parts[0] === 'venueDeal') return last === 'fixedFee' ? 'fixedFee' : parts.length > 2 ? 'percent' : 'venueDeal';
  if ((['theaterFeeAmount', 'theaterFeeVat', 'commissionAgentFeeAmount', 'commissionAgentFeeVat'] as string[]).includes(last)) return fromCompletion ? 'feeRequired' : 'percent';
  if (last === 'name' || last === 'postcode' || last === 'city' || last === 'country') return fromCompletion && last === 'city' ? 'cityRequired' : last;
  return 'invalid';
}

export function errorsOf(error: unknown, fromCompletion = false): Errors | null {
  if (!isApiError(error) || error.errorCode !== 'VALIDATION_ERRORS' || error.fields.length === 0) return null;
  return Object.fromEntries(error.fields.map((field) => [field, messageOf(field, fromCompletion)]));
}

/** "12,5" → 12.5; null if not a percentage 0–100 with at most two decimals. */
export function parsePercent(value: string): number | null {
  const normalised = value.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return null;
  const number = Number(normalised);
  return number <= 100 ? number : null;
}

export const percentText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The step a missing field belongs to, for the summary of an incomplete event. */
export function stepOf(field: string): Step {
  const root = field.split('.')[0]!;
  if (root === 'performances' || root === 'rooms') return 'dates';
  if (root === 'stands') return 'stands';
  if (root.includes('Fee') || root === 'commissionType' || root === 'venueDeal') return 'fees';
  return 'details';
}

/** What resumeStep reads of an event: the data each step of the funnel fills in. */
type FunnelDraft = Pick<EventView, 'name' | 'city' | 'funnelCompletedAt' | 'performances' | 'stands'>;

/**
 * The step a reopened event opens at: a draft resumes at the first step whose data is missing (docs/decisions.md,
 * "The funnel"), so that the user does not walk again through the steps already filled in. With everything there
 * but the funnel not completed, that is the fees step, which completes it. A new or completed event starts at the
 * details.
 */
export function resumeStep(event: FunnelDraft | undefined): Step {
  if (!event || event.funnelCompletedAt) return 'details';
  if (!event.name.trim() || !event.city) return 'details';
  if (!event.performances.length) return 'dates';
  if (!event.stands.length) return 'stands';
  return 'fees';
}

export interface StepProps {
  errors: Errors;
  setErrors: (errors: Errors) => void;
  next: () => void;
  back: () => void;
}

/** The stands step is the stands domain's, above events: the page gives it to the funnel (`EventFunnel`'s `standsStep`). */
export type StandsStepProps = StepProps & { eventId: string; projectId: string; planOwner: string | null };

export function StepActions({ back, pending, submitLabel, pendingLabel, showBack = true }: { back?: () => void; pending: boolean; submitLabel: string; pendingLabel: string; showBack?: boolean }) {
  const t = useTranslations('events.funnel');
  return (
    <div className="flex flex-wrap justify-between gap-3">
      {showBack && back ? (
        <Button variant="secondary" onClick={back} disabled={pending}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

export function ErrorSummary({ errors, children }: { errors: Errors; children?: ReactNode }) {
  const t = useTranslations('events.funnel');
  if (Object.keys(errors).length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="font-medium">{t('fixErrors')}</p>
      {children}
    </div>
  );
}
