import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/hooks/use-date-format';

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Development only: the e-mails written to the outbox instead of being sent, with their links clickable. */
export function OutboxScreen() {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('common.dev');
  const { data, isPending, error } = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => apiFetch<OutboxEntry[]>('/v1/dev/outbox', { auth: false }),
    retry: false,
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold">{t('outboxTitle')}</h1>
      <p className="text-slate-700">{t('outboxIntro')}</p>
      {isPending && <p role="status">…</p>}
      {error && <p role="alert">{isApiError(error) && error.status === 404 ? t('unavailable') : String(error)}</p>}
      {data?.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-4">
        {data?.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="font-semibold">{entry.subject}</h2>
            <p className="text-sm text-slate-700">
              {t('to')} {entry.to} · {t('sentAt')} {formatDateTime(entry.sentAt)}
            </p>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">
              {entry.text.split(/(https?:\/\/\S+)/).map((part, index) =>
                /^https?:\/\//.test(part) ? (
                  <a key={index} href={part} className="break-all text-brand-700 underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </pre>
          </li>
        ))}
      </ul>
    </div>
  );
}
