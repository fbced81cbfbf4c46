import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { subscriptionLinks } from '@/features/entitlements';

const knownFields = ['addressLine1', 'postcode', 'city', 'country'];

/** ADDRESS_INCOMPLETE: the invoice needs the organisation's full address; says what is missing and where to give it. */
export function AddressIncompleteNotice({ fields }: { fields: string[] }) {
  const t = useTranslations('subscriptions.address');
  const ref = useRef<HTMLDivElement>(null);
  // Brought into view and focus: it appears after a dialog closes, far from where the manager clicked.
  useEffect(() => ref.current?.focus(), []);
  const missing = fields.filter((field) => knownFields.includes(field));
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{t('title')}</p>
      {missing.length > 0 && (
        <>
          <p>{t('text')}</p>
          <ul className="list-disc pl-6">
            {missing.map((field) => (
              <li key={field}>{t(`fields.${field}`)}</li>
            ))}
          </ul>
        </>
      )}
      <Link href={subscriptionLinks.account} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t('link')}
      </Link>
    </div>
  );
}
