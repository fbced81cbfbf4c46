import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { asLocale } from '@/lib/i18n/locale';
import { useSignUp } from '../../api';
import { signUpSchema } from '../../schemas';
import type { Plan, SignUpResult } from '../../types';
import { SubmitButton } from '../submit-button';
import { AccountStep, EMAIL_TAKEN } from './account-step';
import { CompanyStep } from './company-step';
import { ContactStep } from './contact-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { signUpDefaults, signUpSteps, stepOfField, type SignUpField, type SignUpFormValues, type SignUpStepId } from './steps';

const stepComponents = { account: AccountStep, company: CompanyStep, contact: ContactStep } as const;

/** The four-step sign-up. One form keeps every value across steps; each step is checked before the next. */
export function SignUpForm({ plan, onSignedUp }: { plan?: Plan; onSignedUp: (result: SignUpResult) => void }) {
  const t = useTranslations('accounts.signUp');
  const router = useRouter();
  const notify = useNotify();
  const signUp = useSignUp();
  const [stepIndex, setStepIndex] = useState(0);
  const [alreadyVerified, setAlreadyVerified] = useState(false);
  const step = signUpSteps[stepIndex]!;
  const form = useForm<SignUpFormValues>({ defaultValues: signUpDefaults, resolver: step.resolver });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a move between steps, the focus goes to the new step's heading, or to the field to fix.
  const focusAfterMove = useRef<'heading' | SignUpField | null>(null);

  const { setFocus } = form;
  const moveFocus = useCallback(
    (target: 'heading' | SignUpField) => (target === 'heading' ? headingRef.current?.focus() : setFocus(target)),
    [setFocus],
  );

  useEffect(() => {
    const target = focusAfterMove.current;
    focusAfterMove.current = null;
    if (target) moveFocus(target);
  }, [stepIndex, moveFocus]);

  function goTo(index: number, focus: 'heading' | SignUpField = 'heading') {
    if (index === stepIndex) return moveFocus(focus);
    focusAfterMove.current = focus;
    setStepIndex(index);
  }

  function back() {
    form.clearErrors();
    goTo(stepIndex - 1);
  }

  function fieldError(field: SignUpField): string | undefined {
    const error = form.formState.errors[field];
    if (!error) return undefined;
    return error.type === EMAIL_TAKEN ? t('emailTaken') : t(`errors.${field}`);
  }

  function next(values: SignUpFormValues) {
    // A fresh step shows its errors only once it is submitted, not while its first field is being typed.
    form.reset(values, { keepDefaultValues: true });
    goTo(stepIndex + 1);
  }

  function submit(values: SignUpFormValues) {
    setAlreadyVerified(false);
    const parsed = signUpSchema.safeParse({ ...values, locale: asLocale(router.locale), plan });
    if (!parsed.success) {
      showFieldErrors(parsed.error.issues.map((issue) => String(issue.path[0])));
      return;
    }
    signUp.mutate(parsed.data, {
      onSuccess: onSignedUp,
      onError: (error) => {
        if (isApiError(error) && error.errorCode === 'EMAIL_ALREADY_EXISTS_BAD_PASSWORD') {
          form.setError('email', { type: EMAIL_TAKEN });
          goTo(0, 'email');
        } else if (isApiError(error) && error.errorCode === 'EMAIL_ALREADY_VERIFIED') {
          setAlreadyVerified(true);
        } else if (isApiError(error) && error.errorCode === 'VALIDATION_ERRORS' && error.fields.some(isFormField)) {
          showFieldErrors(error.fields);
        } else {
          notify.error(error, { operation: 'create' });
        }
      },
    });
  }

  function showFieldErrors(fields: string[]) {
    const known = fields.filter(isFormField);
    for (const field of known) form.setError(field, { type: 'server' });
    const first = Math.min(...known.map(stepOfField));
    goTo(first, known.find((field) => stepOfField(field) === first));
  }

  const StepFields = step.id === 'review' ? null : stepComponents[step.id];
  const isLast = stepIndex === signUpSteps.length - 1;

  return (
    <form noValidate onSubmit={(event) => form.handleSubmit(isLast ? submit : next)(event)} className="flex flex-col gap-6">
      <StepIndicator steps={signUpSteps.map((entry) => entry.id)} current={stepIndex} />
      <div>
        <p className="text-sm text-slate-600">{t('stepCounter', { current: stepIndex + 1, total: signUpSteps.length })}</p>
        <h2 ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} className="text-xl font-semibold">
          {t(`steps.${step.id}`)}
        </h2>
        <p className="text-slate-700">{t(`stepIntros.${step.id}`)}</p>
      </div>
      {StepFields ? (
        <StepFields form={form} fieldError={fieldError} />
      ) : (
        <ReviewStep form={form} fieldError={fieldError} alreadyVerified={alreadyVerified} onEdit={(id: SignUpStepId) => goTo(signUpSteps.findIndex((entry) => entry.id === id))} />
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
        {stepIndex > 0 ? (
          <Button variant="secondary" onClick={back}>
            {t('back')}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        {isLast ? <SubmitButton pending={signUp.isPending} label={t('submit')} pendingLabel={t('submitting')} /> : <Button type="submit">{t('next')}</Button>}
      </div>
    </form>
  );
}

function isFormField(field: string): field is SignUpField {
  return Object.hasOwn(signUpDefaults, field);
}
