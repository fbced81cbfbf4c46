import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatDate, formatDateTime, formatLongDateTime, formatRelativeTime } from '@/lib/format';
import { asLocale } from '@/lib/i18n/locale';

/**
 * Dates and times in the interface language (an English page says "9 October 2026"), Europe/Paris time. Numbers and
 * money stay in the fr format whatever the language (spec §1): use lib/format.ts for them directly.
 */
export function useDateFormat() {
  const locale = asLocale(useLocale());
  return useMemo(
    () => ({
      formatDate: (value: Date | string) => formatDate(value, locale),
      formatDateTime: (value: Date | string) => formatDateTime(value, locale),
      formatLongDateTime: (value: Date | string) => formatLongDateTime(value, locale),
      formatRelativeTime: (value: Date | string, now: Date | number) => formatRelativeTime(value, now, locale),
    }),
    [locale],
  );
}
