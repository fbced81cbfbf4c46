import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toParisDate } from '@/lib/datetime/paris-time';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useDownloadFec, useVerifyJournal } from '../api';
import type { CheckedChain } from '../types';

/** The accountant's FEC of a period (this year so far by default) and the journal's check, for the managers. */
export function AccountingSection() {
  const t = useTranslations('journal.screen.accounting');
  const notify = useNotify();
  const today = toParisDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const fec = useDownloadFec();
  const verify = useVerifyJournal();

  const onDownload = (event: FormEvent) => {
    event.preventDefault();
    fec.mutate({ from, to }, { onError: (error) => notify.error(error, { operation: 'read' }) });
  };

  return (
    <section aria-labelledby="journal-accounting" className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="journal-accounting" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <form onSubmit={onDownload} className="flex flex-col gap-3" aria-labelledby="journal-fec">
        <h3 id="journal-fec" className="font-semibold text-slate-900">
          {t('fecTitle')}
        </h3>
        <p className="text-slate-700">{t('fecIntro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <TextField label={t('from')} type="date" value={from} max={to} required onChange={(event) => setFrom(event.target.value)} />
          <TextField label={t('to')} type="date" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
          <Button type="submit" variant="secondary" disabled={fec.isPending}>
            {fec.isPending ? t('downloading') : t('downloadFec')}
          </Button>
        </div>
      </form>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900">{t('verifyTitle')}</h3>
        <p className="text-slate-700">{t('verifyIntro')}</p>
        <div>
          <Button variant="secondary" onClick={() => verify.mutate(undefined, { onError: (error) => notify.error(error, { operation: 'read' }) })} disabled={verify.isPending}>
            {verify.isPending ? t('verifying') : t('verify')}
          </Button>
        </div>
        <div aria-live="polite">{verify.data && <CheckResult checkedAt={verify.data.checkedAt} chains={verify.data.chains} />}</div>
      </div>
    </section>
  );
}

function CheckResult({ checkedAt, chains }: { checkedAt: string; chains: CheckedChain[] }) {
  const t = useTranslations('journal.screen.accounting');
  // The chains' and the reasons' names are the admins' check screen's.
  const checks = useTranslations('journal.checks');
  const { formatDateTime } = useDateFormat();
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-700">{t('checkedAt', { at: formatDateTime(checkedAt) })}</p>
      {chains.length === 0 ? (
        <p className="text-slate-800">{t('noChain')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {chains.map((chain) => (
            <li key={chain.chain} className={chain.firstBreak ? 'font-semibold text-red-800' : 'text-slate-800'}>
              {chain.firstBreak
                ? t('broken', { chain: checks(`chain.${chain.chain}`), sequence: chain.firstBreak.sequence, reason: checks(`reason.${chain.firstBreak.reason}`) })
                : t('intact', { chain: checks(`chain.${chain.chain}`), records: chain.records })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
