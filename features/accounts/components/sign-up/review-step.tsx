import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '../checkbox-field';
import { Notice } from '../notice';
import { TextLink } from '../text-link';
import type { SignUpStepId, StepProps } from './steps';

/** The last step: everything typed, each section with a way back to it, and the acceptance of the terms. */
export function ReviewStep({ form, fieldError, onEdit, alreadyVerified }: StepProps & { onEdit: (step: SignUpStepId) => void; alreadyVerified: boolean }) {
  const t = useTranslations('accounts');
  const newTabId = useId();
  const values = useWatch({ control: form.control });
  const text = (value: string | undefined) => value?.trim() || t('signUp.review.notProvided');
  const address = [values.addressLine1, values.addressLine2, `${values.postcode?.trim() ?? ''} ${values.city?.trim() ?? ''}`, values.country && t(`signUp.countries.${values.country}`)]
    .map((line) => line?.trim())
    .filter(Boolean);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <ReviewSection step="account" onEdit={onEdit}>
          <Entry label={t('signUp.review.name')}>{`${values.firstName?.trim() ?? ''} ${values.lastName?.trim() ?? ''}`}</Entry>
          <Entry label={t('signUp.review.email')}>{values.email?.trim()}</Entry>
        </ReviewSection>
        <ReviewSection step="company" onEdit={onEdit}>
          <Entry label={t('signUp.review.companyName')}>{values.companyName?.trim()}</Entry>
          <Entry label={t('signUp.review.legalForm')}>{values.legalForm ? t(`signUp.legalForms.${values.legalForm}`) : ''}</Entry>
          <Entry label={t('signUp.review.siret')}>{text(values.siret)}</Entry>
          <Entry label={t('signUp.review.vatNumber')}>{text(values.vatNumber)}</Entry>
          <Entry label={t('signUp.review.professional')}>{t('signUp.review.professionalYes')}</Entry>
        </ReviewSection>
        <ReviewSection step="contact" onEdit={onEdit}>
          <Entry label={t('signUp.review.address')}>
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Entry>
          <Entry label={t('signUp.review.phone')}>{values.phone?.trim()}</Entry>
        </ReviewSection>
      </div>

      <CheckboxField
        label={t.rich('signUp.fields.acceptTerms', {
          link: (chunks) => (
            <TextLink href="/terms" target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
              {chunks}
              <ExternalIcon />
            </TextLink>
          ),
        })}
        error={fieldError('acceptTerms')}
        {...form.register('acceptTerms')}
      />
      {/* Read as the link's description only, so the checkbox's name stays the label's words. */}
      <span id={newTabId} hidden>
        {t('newTab')}
      </span>

      {alreadyVerified && (
        <Notice tone="info">
          <p>{t('signUp.alreadyVerified')}</p>
          <TextLink href="/signin" className="mt-2 inline-block">
            {t('signIn')}
          </TextLink>
        </Notice>
      )}
    </div>
  );
}

function ReviewSection({ step, onEdit, children }: { step: SignUpStepId; onEdit: (step: SignUpStepId) => void; children: ReactNode }) {
  const t = useTranslations('accounts.signUp');
  const section = t(`steps.${step}`);
  return (
    <section className="rounded-md border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{section}</h3>
        <Button variant="secondary" aria-label={t('review.editSection', { section })} onClick={() => onEdit(step)}>
          {t('review.edit')}
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr] sm:gap-y-2">{children}</dl>
    </section>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="mb-2 break-words text-slate-900 sm:mb-0">{children}</dd>
    </div>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 inline h-3.5 w-3.5 align-baseline" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
