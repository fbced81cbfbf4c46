import { useLocale, useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { asLocale } from '@/lib/i18n/locale';
import { useDownloadReportPdf } from '../api';

/** The whole report as a PDF, in the page's language (made on the server from the same figures). */
export function ReportPdfButton({ projectId }: { projectId: string }) {
  const t = useTranslations('reports.pdf');
  const language = asLocale(useLocale());
  const notify = useNotify();
  const download = useDownloadReportPdf(projectId);
  return (
    <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(language, { onError: (error) => notify.error(error, { operation: 'read' }) })}>
      {t('download')}
    </Button>
  );
}
