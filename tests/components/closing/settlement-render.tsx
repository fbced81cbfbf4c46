import { SettlementScreen } from '@/features/closing/components/settlement/settlement-screen';
import { eventId, projectId } from './settlement-fixtures';
import { renderScreen } from '../../support/render-screen';

/** The settlement page as its route renders it: French, with the closing and orders namespaces. */
export function renderSettlement() {
  return renderScreen(<SettlementScreen projectId={projectId} eventId={eventId} />, { namespaces: ['closing', 'orders'] });
}

/** Spaces as the fr number format writes them (narrow and non-breaking), made plain for comparisons. */
export const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u202f\u00a0]/g, ' ');
