import { useTranslations } from 'next-intl';
import { ImageField, type ImageView } from '@/features/images';

interface LogoFieldProps {
  logoUrl: string | null;
  onUploaded: (image: ImageView) => void;
  onRemove: () => void;
}

/** The organisation's logo: the shared image field with the branding's texts. */
export function LogoField({ logoUrl, onUploaded, onRemove }: LogoFieldProps) {
  const t = useTranslations('clients.branding');
  return (
    <ImageField
      imageUrl={logoUrl}
      previewSize={96}
      testIds={{ preview: 'logo-thumbnail', error: 'logo-error' }}
      texts={{ label: t('logo'), hint: t('logoHint'), alt: t('logoAlt'), empty: t('noLogo'), remove: t('removeLogo'), uploading: t('uploading'), uploaded: t('uploaded') }}
      onUploaded={onUploaded}
      onRemove={onRemove}
    />
  );
}
