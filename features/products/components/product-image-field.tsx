import { useTranslations } from 'next-intl';
import { ImageField, type ImageView } from '@/features/images';

interface ProductImageFieldProps {
  imageUrl: string | null;
  error?: string;
  onUploaded: (image: ImageView) => void;
  onRemove: () => void;
}

/** The product's picture: the shared image field with the editor's texts. */
export function ProductImageField({ imageUrl, error, onUploaded, onRemove }: ProductImageFieldProps) {
  const t = useTranslations('products.editor');
  return (
    <ImageField
      imageUrl={imageUrl}
      error={error}
      previewSize={112}
      testIds={{ preview: 'product-image-preview' }}
      texts={{
        label: t('image'),
        hint: t('imageHint'),
        alt: t('imageAlt'),
        empty: t('noImage'),
        remove: t('removeImage'),
        uploading: t('uploading'),
        uploaded: t('uploaded'),
        tooLarge: t('imageTooLarge'),
      }}
      onUploaded={onUploaded}
      onRemove={onRemove}
    />
  );
}
