import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { centsToInput, parseEuroInput } from '@/lib/money/euro-input';
import type { StandInput, TourSeller } from '../api';
import type { StandView } from '../types';

/** What the stand form holds: the change fund as typed, in euros. */
export interface StandDraft {
  name: string;
  isCashCompatible: boolean;
  changeFundEuros: string;
  sellerIds: string[];
}

export type StandErrors = Partial<Record<'name' | 'changeFund' | 'sellerIds', string>>;

export const emptyStand: StandDraft = { name: '', isCashCompatible: true, changeFundEuros: '0', sellerIds: [] };

export function draftOf(stand: StandView): StandDraft {
  return {
    name: stand.name,
    isCashCompatible: stand.isCashCompatible,
    changeFundEuros: centsToInput(stand.changeFund),
    sellerIds: stand.sellers.map((seller) => seller.id),
  };
}

export function sellerName(seller: { firstName: string | null; lastName: string | null; email: string }): string {
  return [seller.firstName, seller.lastName].filter(Boolean).join(' ') || seller.email;
}

/** Checks the draft in the browser; the input for the API, or the errors (message keys of `events.stands.errors`). */
export function validateStand(draft: StandDraft): { input: StandInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name || name.length > 100) errors.name = 'name';
  const changeFund = parseEuroInput(draft.changeFundEuros || '0');
  if (changeFund === null || changeFund > 10_000_000) errors.changeFund = 'changeFund';
  if (Object.keys(errors).length) return { errors };
  return { input: { name, isCashCompatible: draft.isCashCompatible, changeFund: changeFund!, sellerIds: draft.sellerIds } };
}

/** The API's refusal of a stand, as errors under the fields when it names them (`sellerIds.0` → the sellers). */
export function standErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.fields.length === 0) return null;
  const errors: Record<string, string> = {};
  for (const field of error.fields) {
    const root = field.split('.')[0]!;
    if (root === 'name' || root === 'changeFund') errors[root] = root;
    else if (root === 'sellerIds') errors.sellerIds = error.errorCode === 'USER_IS_NOT_SELLER' ? 'notSeller' : 'sellers';
  }
  return Object.keys(errors).length ? errors : null;
}

interface StandFieldsProps {
  draft: StandDraft;
  onChange: (draft: StandDraft) => void;
  errors: Record<string, string>;
  sellers: TourSeller[] | undefined;
  /** The tour, whose Sellers tab invites them. */
  projectId: string;
}

/**
 * The fields of a stand: name, cash, change fund in euros, sellers (checkboxes). No seller is needed: the tour's
 * managers sell at its stands from their own account (issue #25), which the form says as « Je vends moi-même ».
 */
export function StandFields({ draft, onChange, errors, sellers, projectId }: StandFieldsProps) {
  const t = useTranslations('events.stands');
  const cashId = useId();
  const sellersErrorId = useId();
  const toggleSeller = (id: string, checked: boolean) =>
    onChange({ ...draft, sellerIds: checked ? [...draft.sellerIds, id] : draft.sellerIds.filter((sellerId) => sellerId !== id) });

  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('name')} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.target.value })} error={errors.name && t(`errors.${errors.name}`)} maxLength={100} required />
      <div className="flex items-center gap-3">
        <input id={cashId} type="checkbox" className="size-5 accent-brand-700" checked={draft.isCashCompatible} onChange={(event) => onChange({ ...draft, isCashCompatible: event.target.checked })} />
        <label htmlFor={cashId} className="font-medium text-slate-800">
          {t('cash')}
        </label>
      </div>
      <TextField
        label={t('changeFund')}
        hint={t('changeFundHint')}
        inputMode="decimal"
        value={draft.changeFundEuros}
        onChange={(event) => onChange({ ...draft, changeFundEuros: event.target.value })}
        error={errors.changeFund && t(`errors.${errors.changeFund}`)}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.sellerIds ? sellersErrorId : undefined}>
        <legend className="font-medium text-slate-800">{t('sellers')}</legend>
        {sellers === undefined && <p className="text-sm text-slate-700">{t('sellersLoading')}</p>}
        {sellers?.length === 0 && <p className="text-sm text-slate-700">{t('noSellers')}</p>}
        <p className="text-sm">
          <Link href={`/dashboard/projects/${projectId}?tab=sellers`} className="text-brand-700 underline">
            {t('inviteSellers')}
          </Link>
        </p>
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-medium">
            <span aria-hidden="true">✓ </span>
            {t('sellMyself')}
          </p>
          <p>{t('sellMyselfHint')}</p>
        </div>
        {sellers?.map((seller) => (
          <label key={seller.id} className="flex items-center gap-3">
            <input type="checkbox" className="size-5 accent-brand-700" checked={draft.sellerIds.includes(seller.id)} onChange={(event) => toggleSeller(seller.id, event.target.checked)} />
            <span>
              {sellerName(seller)}
              {seller.firstName || seller.lastName ? <span className="text-slate-700"> ({seller.email})</span> : null}
            </span>
          </label>
        ))}
        {errors.sellerIds && (
          <p id={sellersErrorId} className="text-sm text-red-700">
            {t(`errors.${errors.sellerIds}`)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
