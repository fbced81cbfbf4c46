import { useTranslations } from 'next-intl';

/**
 * The SHA-256 of the settlement the closing confirmed, as the PDF prints it: whoever holds the signed document can
 * check it is the one kept. A closing made before settlements were kept has none, and says so.
 */
export function SettlementFingerprint({ hash }: { hash: string | null }) {
  const t = useTranslations('closing.settlement');
  if (!hash) return <p className="text-sm text-slate-700">{t('hashMissing')}</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-1 text-sm">
      {/* The label and the 64 hex digits are one sentence (the PDF's); only the digits need to break. */}
      <p className="text-slate-800 [overflow-wrap:anywhere]">{t('hash', { hash })}</p>
      <p className="text-slate-700">{t('hashHelp')}</p>
    </div>
  );
}
