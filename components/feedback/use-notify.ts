import { useLocale, useMessages, useTranslations } from 'next-intl';
import { describeError, type CrudOperation, type ErrorCatalogue } from '@/lib/errors/describe-error';
import { withErrorCatalogue } from '@/lib/errors/error-catalogue';
import { asLocale } from '@/lib/i18n/locale';
import { leaveBy, NOTICE_CAP_MS, SUCCESS_MS } from './toast-timing';
import { showToast } from './toasts';

/**
 * Toasts for the whole app. Errors go through the catalogue (spec §8): the code's title and subtitle,
 * the offending field names of a validation error, or "<operation> impossible" for an unknown failure.
 */
export function useNotify() {
  const t = useTranslations('common');
  const locale = asLocale(useLocale());
  const given = useMessages().errors as ErrorCatalogue | undefined;

  function error(err: unknown, options: { operation?: CrudOperation; detail?: string } = {}) {
    const fallback = options.operation ? t(`crud.${options.operation}`) : undefined;
    const fieldsTitle = t('validation.fieldsTitle');
    // The catalogue comes apart from the frame's texts (lib/errors/error-catalogue.ts): the toast waits for it if need be.
    withErrorCatalogue(locale, given, (catalogue) => {
      const described = describeError(err, catalogue, fallback);
      const lines = [described.subtitle, options.detail, described.fields.length ? `${fieldsTitle} ${described.fields.join(', ')}` : undefined];
      const description = lines.filter(Boolean).join('\n') || undefined;
      showToast((toast) => leaveBy(toast, toast.error(described.title, { description }), NOTICE_CAP_MS));
    });
  }

  return {
    // A success is short and leaves on time even under a resting pointer; the others may be read a while longer.
    success: (title: string, description?: string) =>
      showToast((toast) => leaveBy(toast, toast.success(title, { description, duration: SUCCESS_MS }), SUCCESS_MS)),
    info: (title: string, description?: string) => showToast((toast) => leaveBy(toast, toast.info(title, { description }), NOTICE_CAP_MS)),
    warning: (title: string, description?: string) => showToast((toast) => leaveBy(toast, toast.warning(title, { description }), NOTICE_CAP_MS)),
    error,
  };
}
