import { useMessages, useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { describeError, type CrudOperation, type ErrorCatalogue } from '@/lib/errors/describe-error';

/**
 * Toasts for the whole app. Errors go through the catalogue (spec §8): the code's title and subtitle,
 * the offending field names of a validation error, or "<operation> impossible" for an unknown failure.
 */
export function useNotify() {
  const t = useTranslations('common');
  const catalogue = useMessages().errors as ErrorCatalogue;

  function error(err: unknown, options: { operation?: CrudOperation; detail?: string } = {}) {
    const fallback = options.operation ? t(`crud.${options.operation}`) : undefined;
    const described = describeError(err, catalogue, fallback);
    const lines = [described.subtitle, options.detail, described.fields.length ? `${t('validation.fieldsTitle')} ${described.fields.join(', ')}` : undefined];
    toast.error(described.title, { description: lines.filter(Boolean).join('\n') || undefined });
  }

  return {
    success: (title: string, description?: string) => toast.success(title, { description }),
    info: (title: string, description?: string) => toast.info(title, { description }),
    warning: (title: string, description?: string) => toast.warning(title, { description }),
    error,
  };
}
