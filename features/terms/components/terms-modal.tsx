import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { authKeys, TERMS_VERSION } from '@/features/auth';
import { apiFetch } from '@/lib/api-client';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { legalTexts } from '../legal-texts';
import type { TermsKind } from '../terms-required';
import { LegalArticles } from './legal-articles';

interface TermsModalProps {
  kind: TermsKind;
  /** Never accepted before: the modal asks for a first acceptance instead of announcing an update. */
  firstAcceptance: boolean;
  /** When several documents are asked in a row: which one this is. */
  progress?: { step: number; total: number };
}

/**
 * The event or team terms, in a modal that cannot be dismissed: Accept stays disabled until the box is ticked;
 * accepting sets that agreement version and refetches the user; a failure is shown here and unticks the box (spec §4).
 * The checkbox names the document it accepts.
 */
export function TermsModal({ kind, firstAcceptance, progress }: TermsModalProps) {
  const t = useTranslations('common.terms');
  const { formatDate } = useDateFormat();
  const catalogue = useErrorCatalogue();
  const { locale } = useRouter();
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const document = legalTexts(locale)[kind];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const accept = useMutation({
    mutationFn: () => apiFetch('/v1/users/me', { method: 'PATCH', body: { [`${kind}AgreementVersion`]: TERMS_VERSION } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
    onError: (error) => {
      setAccepted(false);
      setFailure(describeError(error, catalogue).title);
    },
  });

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      className="m-auto flex max-h-[90vh] w-full max-w-2xl flex-col gap-4 rounded-lg p-6 backdrop:bg-slate-900/60"
    >
      {progress && <p className="text-sm font-medium text-slate-700">{t('step', progress)}</p>}
      <h2 id={titleId} className="text-xl font-semibold">
        {kind === 'event' ? t('eventTitle') : t('teamTitle')}
      </h2>
      <p className="text-slate-700">
        {firstAcceptance ? t('firstIntro') : t('updatedIntro', { date: formatDate(TERMS_VERSION) })}
      </p>
      <div tabIndex={0} className="max-h-[45vh] overflow-y-auto rounded-md border border-slate-200 p-4" aria-label={document.title}>
        <LegalArticles document={document} headingLevel={3} />
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <label htmlFor={checkboxId}>{kind === 'event' ? t('eventCheckbox') : t('teamCheckbox')}</label>
      </div>
      <div className="flex justify-end">
        <Button disabled={!accepted || accept.isPending} onClick={() => (setFailure(null), accept.mutate())}>
          {accept.isPending ? t('accepting') : t('accept')}
        </Button>
      </div>
    </dialog>
  );
}
