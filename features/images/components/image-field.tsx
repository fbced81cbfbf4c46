import Image from 'next/image';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { useUploadImage } from '../api';
import { MAX_IMAGE_BYTES, type ImageView } from '../types';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export interface ImageFieldTexts {
  label: string;
  hint: string;
  alt: string;
  empty: string;
  remove: string;
  uploading: string;
  uploaded: string;
  /** Shown for a file over 2 MB; the catalogue's IMAGE_FILE_TOO_LARGE text otherwise. */
  tooLarge?: string;
}

interface ImageFieldProps {
  imageUrl: string | null;
  texts: ImageFieldTexts;
  /** An error from the form (the API refusing the image id). */
  error?: string;
  previewSize: number;
  testIds?: { preview?: string; error?: string };
  onUploaded: (image: ImageView) => void;
  onRemove: () => void;
}

/**
 * Picks an image, checks its size, uploads it at once (the form refers to it by id), previews it, and can remove it.
 * A refusal is shown under the field and as a catalogue toast.
 */
export function ImageField({ imageUrl, texts, error, previewSize, testIds = {}, onUploaded, onRemove }: ImageFieldProps) {
  const catalogue = useErrorCatalogue();
  const notify = useNotify();
  const upload = useUploadImage();
  const [failure, setFailure] = useState<string | null>(null);
  const [justUploaded, setJustUploaded] = useState(false);
  const id = useId();
  const message = failure ?? error;

  function refuse(refusal: unknown, shown?: string) {
    const described = describeError(refusal, catalogue, catalogue.UNEXPECTED_ERROR?.title);
    setFailure(shown ?? [described.title, described.subtitle].filter(Boolean).join('. '));
    notify.error(refusal, { operation: 'create' });
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setJustUploaded(false);
    if (file.size > MAX_IMAGE_BYTES) {
      refuse(new ApiError(413, { errorCode: 'IMAGE_FILE_TOO_LARGE' }), texts.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        setJustUploaded(true);
        onUploaded(image);
      },
      onError: (refusal) => refuse(refusal),
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {texts.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        <div className="flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50" style={{ width: previewSize, height: previewSize }}>
          {imageUrl ? (
            <Image src={imageUrl} alt={texts.alt} width={previewSize} height={previewSize} unoptimized className="max-h-full w-auto object-contain" data-testid={testIds.preview} />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">{texts.empty}</span>
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
              variant="secondary"
              onClick={() => {
                setJustUploaded(false);
                onRemove();
              }}
            >
              {texts.remove}
            </Button>
          )}
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {upload.isPending ? texts.uploading : justUploaded ? texts.uploaded : ''}
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid={testIds.error}>
          {message}
        </p>
      )}
    </div>
  );
}
