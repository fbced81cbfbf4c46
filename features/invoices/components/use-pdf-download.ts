import { useLocale } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import { asLocale } from '@/lib/i18n/locale';
import { useDownloadBillingPdf } from '../api';

type DocumentPath = `/v1/invoices/${string}/pdf` | `/v1/payouts/${string}/statement`;

/** Downloads an invoice's PDF or a payout's statement in the interface language; a refusal is a catalogue toast. */
export function usePdfDownload() {
  const language = asLocale(useLocale());
  const notify = useNotify();
  const download = useDownloadBillingPdf();
  return {
    start: (path: DocumentPath) => download.mutate({ path, language }, { onError: (error) => notify.error(error, { operation: 'read' }) }),
    /** The document being fetched now, if any. */
    pendingPath: download.isPending ? download.variables?.path : undefined,
  };
}
