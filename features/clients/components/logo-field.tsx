import Image from 'next/image';
import { useMessages, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { describeError, type ErrorCatalogue } from '@/lib/errors/describe-error';
import { MAX_IMAGE_BYTES, useUploadImage, type ImageView } from '@/features/images';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface LogoFieldProps {
  logoUrl: string | null;
  onUploaded: (image: ImageView) => void;
  onRemove: () => void;
}

/** Picks a logo, uploads it at once (the branding refers to it by id), shows it, and can remove it. */
export function LogoField({ logoUrl, onUploaded, onRemove }: LogoFieldProps) {
  const t = useTranslations('clients.branding');
  const catalogue = useMessages().errors as ErrorCatalogue;
  const notify = useNotify();
  const upload = useUploadImage();
  const [failure, setFailure] = useState<string | null>(null);
  const [justUploaded, setJustUploaded] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function refuse(error: unknown) {
    const described = describeError(error, catalogue, catalogue.UNEXPECTED_ERROR?.title);
    setFailure([described.title, described.subtitle].filter(Boolean).join('. '));
    notify.error(error, { operation: 'create' });
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setJustUploaded(false);
    if (file.size > MAX_IMAGE_BYTES) {
      refuse(new ApiError(413, { errorCode: 'IMAGE_FILE_TOO_LARGE' }));
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
        {t('logo')}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {t('logoHint')}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50">
          {logoUrl ? (
            <Image src={logoUrl} alt={t('logoAlt')} width={96} height={96} unoptimized className="max-h-full w-auto object-contain" data-testid="logo-thumbnail" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">{t('noLogo')}</span>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPTED_TYPES}
            onChange={onFileChosen}
            disabled={upload.isPending}
            aria-invalid={failure ? true : undefined}
            aria-describedby={[hintId, failure ? errorId : null].filter(Boolean).join(' ')}
            className="text-sm text-slate-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-100"
          />
          {logoUrl && (
            <Button
              variant="ghost"
              className="text-red-800"
              onClick={() => {
                setJustUploaded(false);
                onRemove();
              }}
            >
              {t('removeLogo')}
            </Button>
          )}
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {upload.isPending ? t('uploading') : justUploaded ? t('uploaded') : ''}
      </p>
      {failure && (
        <p id={errorId} className="text-sm text-red-700" data-testid="logo-error">
          {failure}
        </p>
      )}
    </div>
  );
}
