import { useLocale, useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { asLocale } from '@/lib/i18n/locale';
import { useDownloadSettlement, type SettlementFormat } from '../../settlement-api';

/** "Télécharger le PDF" / "Télécharger le CSV": the same figures as the screen, in the interface language. */
export function SettlementDownloads({ eventId }: { eventId: string }) {
  const t = useTranslations('closing.settlement');
  const language = asLocale(useLocale());
  const notify = useNotify();
  const download = useDownloadSettlement(eventId);
  const pendingFormat = download.isPending ? download.variables?.format : null;

  function get(format: SettlementFormat) {
    download.mutate({ format, language }, { onError: (error) => notify.error(error, { operation: 'read' }) });
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('downloads')}>
      <Button onClick={() => get('pdf')} disabled={download.isPending}>
        {pendingFormat === 'pdf' ? t('downloading') : t('downloadPdf')}
      </Button>
      <Button variant="secondary" onClick={() => get('csv')} disabled={download.isPending}>
        {pendingFormat === 'csv' ? t('downloading') : t('downloadCsv')}
      </Button>
    </div>
  );
}
