import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { useProRequest } from '../api';
import { proRequestSchema } from '../schemas';

type Field = 'message' | 'phone';

/** Pro is sold on quote: this contact form stands for its checkout, and the platform's team answers by e-mail. */
export function ProRequestDialog({ clientId, open, onClose }: { clientId: string; open: boolean; onClose: () => void }) {
  const t = useTranslations('subscriptions.proDialog');
  const notify = useNotify();
  const request = useProRequest(clientId);
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function close() {
    setErrors({});
    onClose();
  }

  function submit() {
    // The server's schema; an empty phone is no phone.
    const parsed = proRequestSchema.safeParse({ message, phone: phone.trim() || undefined });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({ message: fields.has('message') ? t('messageError') : undefined, phone: fields.has('phone') ? t('phoneError') : undefined });
      document.getElementById(fields.has('message') ? messageId : `${messageId}-phone`)?.focus();
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('success'), t('successText'));
        setMessage('');
        setPhone('');
        close();
      },
      onError: (error) => notify.error(error, { operation: 'create' }),
    });
  }

  const messageError = errors.message;
  return (
    <FormDialog
      open={open}
      title={t('title')}
      submitLabel={t('submit')}
      cancelLabel={t('cancel')}
      pendingLabel={t('pending')}
      pending={request.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <p className="text-slate-700">{t('intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="font-medium text-slate-800">
          {t('message')}
        </label>
        <textarea
          id={messageId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={5}
          maxLength={2000}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-hint${messageError ? ` ${messageId}-error` : ''}`}
          className={`w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${messageError ? 'border-red-700' : 'border-slate-400'}`}
        />
        <p id={`${messageId}-hint`} className="text-sm text-slate-600">
          {t('messageHint')}
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className="text-sm text-red-700">
            {messageError}
          </p>
        )}
      </div>
      <TextField id={`${messageId}-phone`} label={t('phone')} type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} error={errors.phone} />
    </FormDialog>
  );
}
