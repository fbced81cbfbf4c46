import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import type { CrudOperation } from '@/lib/errors/describe-error';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api';
import { announcementSchema, type AnnouncementInput } from '../schemas';
import { announcementIntervals, announcementReaders, announcementTypes, audiences, type Announcement, type AnnouncementStatus } from '../types';
import { AnnouncementPreview } from './announcement-preview';
import { ChoiceGroup } from './choice-group';
import { PublishConfirmDialog } from './publish-confirm-dialog';
import { secondaryLink } from './link-styles';
import { isoToParisInput, parisInputToIso } from '@/lib/datetime/paris-time';
import { TextAreaField } from './text-area-field';

type FormInput = z.input<typeof announcementSchema>;
type Field = Exclude<keyof FormInput & string, 'status'>;

/** The `announcements.validation` text for a field the API refused (its answer names fields, not rules). */
const refusalKeys: Record<Field, string> = {
  type: 'typeRequired',
  title: 'titleMin',
  content: 'contentMin',
  displayedFor: 'audienceRequired',
  readers: 'readersRequired',
  interval: 'intervalRequired',
  numberOfIntervals: 'numberOfIntervals',
  expiresAt: 'expiresAt',
};
const fields = Object.keys(refusalKeys) as Field[];

function toFormValues(announcement: Announcement | undefined): DefaultValues<FormInput> {
  if (!announcement) return { title: '', content: '', displayedFor: [], readers: 'everyone', interval: 'hours', numberOfIntervals: null, expiresAt: null };
  const { type, title, content, displayedFor, readers, interval, numberOfIntervals, expiresAt } = announcement;
  return { type, title, content, displayedFor, readers, interval, numberOfIntervals, expiresAt };
}

const emptyAsNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Creates an announcement (draft or published at once) or edits one, with a live preview beside the fields. */
export function AnnouncementForm({ announcement }: { announcement?: Announcement }) {
  const t = useTranslations('announcements');
  const router = useRouter();
  const notify = useNotify();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const { register, control, handleSubmit, setError, formState: { errors } } = useForm<FormInput, unknown, AnnouncementInput>({
    resolver: zodResolver(announcementSchema),
    defaultValues: toFormValues(announcement),
  });
  const [type, title, content] = useWatch({ control, name: ['type', 'title', 'content'] });
  const pending = create.isPending || update.isPending;

  // The schema's messages are keys of announcements.validation, which hold the spec's exact sentences.
  const errorOf = (field: Field) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return t.has(`validation.${message}`) ? t(`validation.${message}`) : t(`validation.${refusalKeys[field]}`);
  };

  function onFailure(operation: CrudOperation) {
    return (failure: unknown) => {
      if (isApiError(failure)) {
        const named = fields.filter((field) => failure.fields.some((path) => path.split('.')[0] === field));
        named.forEach((field, index) => setError(field, { type: 'server', message: refusalKeys[field] }, { shouldFocus: index === 0 }));
      }
      notify.error(failure, { operation });
    };
  }

  // The values waiting for the publication to be confirmed (valid already): null while no confirmation is asked.
  const [toPublish, setToPublish] = useState<AnnouncementInput | null>(null);
  const done = () => void router.push('/admin/announcements');
  const onCreated = (saved: Announcement) => (notify.success(t(saved.status === 'published' ? 'form.createdPublished' : 'form.createdDraft', { title: saved.title })), done());
  const save = (status?: AnnouncementStatus) =>
    handleSubmit((input) => {
      if (announcement) {
        // Without `status`: an edit keeps the publication as it is (and its date).
        update.mutate({ id: announcement.id, input }, { onSuccess: (saved) => (notify.success(t('form.saved', { title: saved.title })), done()), onError: onFailure('update') });
        return;
      }
      create.mutate({ ...input, status }, { onSuccess: onCreated, onError: onFailure('create') });
    });

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <form noValidate onSubmit={save(announcement ? undefined : 'draft')} className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm text-slate-700">{t('form.requiredHint')}</p>
        <ChoiceGroup
          legend={t('form.type')}
          type="radio"
          options={announcementTypes.map((value) => ({ value, label: t(`types.${value}`), description: t(`form.typeHints.${value}`) }))}
          registration={register('type')}
          error={errorOf('type')}
          columns
        />
        <TextField label={t('form.title')} autoComplete="off" aria-required error={errorOf('title')} {...register('title')} />
        <TextAreaField
          label={t('form.content')}
          hint={type === 'modal' ? t('form.contentHintModal') : t('form.contentHintBanner')}
          rows={type === 'modal' ? 10 : 4}
          className={type === 'modal' ? 'font-mono text-sm' : undefined}
          aria-required
          error={errorOf('content')}
          {...register('content')}
        />
        <ChoiceGroup
          legend={t('form.audience')}
          type="checkbox"
          options={audiences.map((value) => ({ value, label: t(`audiences.${value}`) }))}
          registration={register('displayedFor')}
          hint={t('form.audienceHint')}
          error={errorOf('displayedFor')}
          columns
        />
        <ChoiceGroup
          legend={t('form.readers')}
          type="radio"
          options={announcementReaders.map((value) => ({ value, label: t(`readers.${value}`) }))}
          registration={register('readers')}
          hint={t('form.readersHint')}
          error={errorOf('readers')}
          columns
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium text-slate-800">{t('form.reminder')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('form.optional', { label: t('form.numberOfIntervals') })}
              hint={t('form.numberOfIntervalsHint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              step={1}
              error={errorOf('numberOfIntervals')}
              {...register('numberOfIntervals', { setValueAs: emptyAsNull })}
            />
            <SelectField
              label={t('form.interval')}
              error={errorOf('interval')}
              options={announcementIntervals.map((value) => ({ value, label: t(`intervals.${value}`) }))}
              {...register('interval')}
            />
          </div>
        </fieldset>
        <Controller
          control={control}
          name="expiresAt"
          render={({ field }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              label={t('form.optional', { label: t('form.expiresAt') })}
              hint={t('form.expiresAtHint')}
              type="datetime-local"
              error={errorOf('expiresAt')}
              value={isoToParisInput(field.value)}
              onChange={(event) => field.onChange(parisInputToIso(event.target.value))}
            />
          )}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <Link href="/admin/announcements" className={secondaryLink}>
            {t('form.cancel')}
          </Link>
          {announcement ? (
            <Button type="submit" disabled={pending}>
              {pending ? t('form.saving') : t('form.save')}
            </Button>
          ) : (
            <>
              <Button type="submit" variant="secondary" disabled={pending}>
                {create.isPending && create.variables?.status === 'draft' ? t('form.saving') : t('form.saveDraft')}
              </Button>
              <Button onClick={handleSubmit(setToPublish)} disabled={pending}>
                {create.isPending && create.variables?.status === 'published' ? t('form.publishing') : t('form.publish')}
              </Button>
            </>
          )}
        </div>
      </form>
      <PublishConfirmDialog
        subject={toPublish && { ...toPublish, expiresAt: toPublish.expiresAt ?? null }}
        pending={create.isPending}
        onConfirm={() => toPublish && create.mutate({ ...toPublish, status: 'published' }, { onSuccess: onCreated, onError: (failure) => (setToPublish(null), onFailure('create')(failure)) })}
        onClose={() => setToPublish(null)}
      />
      <div className="lg:sticky lg:top-6">
        <AnnouncementPreview type={type} title={title ?? ''} content={content ?? ''} />
      </div>
    </div>
  );
}
