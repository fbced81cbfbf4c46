import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { formatDecimal, formatMoney } from '@/lib/format';
import { AA_NORMAL_TEXT, contrastRatio, meetsAA } from '../contrast';

interface BrandingPreviewProps {
  shopName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
}

const WHITE = '#ffffff';

/** "Démo Productions" → "DP": stands in for the logo until there is one. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A shop header and a product card drawn with the colours and logo being edited, before anything is saved.
 * White text sits on the primary colour and the secondary colour sits on white, so those are the pairs checked.
 */
export function BrandingPreview({ shopName, primaryColor, secondaryColor, logoUrl }: BrandingPreviewProps) {
  const t = useTranslations('clients.branding');
  const primaryRatio = contrastRatio(WHITE, primaryColor);
  const secondaryRatio = contrastRatio(WHITE, secondaryColor);
  const minimum = formatDecimal(AA_NORMAL_TEXT);

  return (
    <section aria-labelledby="branding-preview-title" className="flex flex-col gap-3">
      <div>
        <h3 id="branding-preview-title" className="font-semibold text-slate-900">
          {t('preview.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('preview.description')}</p>
      </div>
      <figure aria-label={t('preview.label')} data-testid="branding-preview" className="overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
        <div data-testid="preview-header" className="flex items-center gap-3 px-4 py-3 text-white" style={{ backgroundColor: primaryColor }}>
          <div className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded bg-white">
            {logoUrl ? (
              <Image src={logoUrl} alt="" width={40} height={40} unoptimized className="h-auto max-h-full w-auto max-w-full object-contain" data-testid="preview-logo" />
            ) : (
              <span aria-hidden="true" className="text-sm font-bold text-slate-800">
                {initials(shopName)}
              </span>
            )}
          </div>
          <span className="truncate font-semibold">{shopName}</span>
          <span className="ml-auto shrink-0 text-sm">{t('preview.cart')}</span>
        </div>
        <div className="flex gap-4 p-4">
          <div aria-hidden="true" className="size-20 shrink-0 rounded-md bg-slate-200" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold" style={{ color: secondaryColor }} data-testid="preview-product-title">
              {t('preview.productName')}
            </p>
            <p className="text-sm text-slate-700">{t('preview.productMeta')}</p>
            <p className="font-medium text-slate-900">{formatMoney(2500)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <span data-testid="preview-button" className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-white" style={{ backgroundColor: primaryColor }}>
                {t('preview.addToCart')}
              </span>
              <span className="inline-flex min-h-10 items-center rounded-md border bg-white px-4 text-sm font-medium" style={{ color: secondaryColor, borderColor: secondaryColor }}>
                {t('preview.details')}
              </span>
            </div>
          </div>
        </div>
      </figure>
      <div aria-live="polite" className="flex flex-col gap-2 text-sm">
        {meetsAA(primaryRatio) ? (
          <p className="text-slate-700">{t('contrast.ok', { ratio: formatDecimal(primaryRatio) })}</p>
        ) : (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="contrast-warning">
            <span aria-hidden="true">⚠ </span>
            {t('contrast.primaryLow', { ratio: formatDecimal(primaryRatio), minimum })}
          </p>
        )}
        {!meetsAA(secondaryRatio) && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <span aria-hidden="true">⚠ </span>
            {t('contrast.secondaryLow', { ratio: formatDecimal(secondaryRatio), minimum })}
          </p>
        )}
      </div>
    </section>
  );
}
