import Image from 'next/image';
import { useMessages, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { describeError, type ErrorCatalogue } from '@/lib/errors/describe-error';
import { MAX_IMAGE_BYTES, useUploadImage, type ImageView } from '@/features/images';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Picks the product's image, uploads it at once (the product refers to it by id) and previews it. */
export function ProductImageField({ imageUrl, error, onUploaded, onRemove }: { imageUrl: string | null; error?: string; onUploaded: (image: ImageView) => void; onRemove: () => void }) {
  const t = useTranslations('products.editor');
  const catalogue = useMessages().errors as ErrorCatalogue;
  const notify = useNotify();
  const upload = useUploadImage();
  const [failure, setFailure] = useState<string | null>(null);
  const [justUploaded, setJustUploaded] = useState(false);
  const id = useId();
  const message = failure ?? error;

  function refuse(err: unknown) {
    const described = describeError(err, catalogue, catalogue.UNEXPECTED_ERROR?.title);
    setFailure([described.title, described.subtitle].filter(Boolean).join('. '));
    notify.error(err, { operation: 'create' });
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setJustUploaded(false);
    if (file.size > MAX_IMAGE_BYTES) {
      setFailure(t('imageTooLarge'));
      notify.error(new ApiError(413, { errorCode: 'IMAGE_FILE_TOO_LARGE' }), { operation: 'create' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        setJustUploaded(true);
        onUploaded(image);
      },
      onError: refuse,
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {t('image')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('imageHint')}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50">
          {imageUrl ? (
            <Image src={imageUrl} alt={t('imageAlt')} width={112} height={112} unoptimized className="max-h-full w-auto object-contain" data-testid="product-image-preview" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">{t('noImage')}</span>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPTED_TYPES}
            onChange={onFileChosen}
            disabled={upload.isPending}
            aria-invalid={message ? true : undefined}
            aria-describedby={[`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ')}
            className="text-sm text-slate-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-100"
          />
          {imageUrl && (
            <Button
              variant="ghost"
              className="text-red-800"
              onClick={() => {
                setJustUploaded(false);
                onRemove();
              }}
            >
              {t('removeImage')}
            </Button>
          )}
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {upload.isPending ? t('uploading') : justUploaded ? t('uploaded') : ''}
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
