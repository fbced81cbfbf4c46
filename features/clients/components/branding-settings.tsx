import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { UpgradeNotice, useFeature, useUpgradeAwareNotify } from '@/features/entitlements';
import { useBranding, useClient, useSaveBranding } from '../api';
import { isHexColor } from '../contrast';
import { brandingSchema, type BrandingInput } from '../schemas';
import { DEFAULT_BRANDING, type BrandingView } from '../types';
import { BrandingPreview } from './branding-preview';
import { ColorField } from './color-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { LogoField } from './logo-field';
import { Card } from '@/components/ui/card';
import { useErrorToast } from '@/components/feedback/use-error-toast';

/**
 * The organisation's shop branding. Without custom branding in its plan, the page says so with the plan that has it
 * first; the colours can still be tried in the preview, but nothing is offered to save.
 */
export function BrandingSettings({ clientId }: { clientId: string }) {
  const t = useTranslations('clients.branding');
  const branding = useBranding(clientId);
  const client = useClient(clientId);
  const locked = useFeature('customBranding', { clientId }).locked;
  useErrorToast(branding.error, 'read');
  return (
    <Card title={t('title')} description={t('description')}>
      {locked && (
        <div className="mb-6">
          <UpgradeNotice feature="customBranding" />
        </div>
      )}
      {branding.isPending ? (
        <SkeletonLines label={t('loading')} lines={5} />
      ) : branding.isError ? (
        <LoadError onRetry={() => void branding.refetch()} />
      ) : (
        <BrandingForm key={branding.data?.id ?? 'new'} saved={branding.data} shopName={client.data?.name ?? ''} locked={locked} />
      )}
    </Card>
  );
}

function toFormValues(saved: BrandingView | null): BrandingInput {
  return {
    primaryColor: saved?.primaryColor ?? DEFAULT_BRANDING.primaryColor,
    secondaryColor: saved?.secondaryColor ?? DEFAULT_BRANDING.secondaryColor,
    logoImageId: saved?.logoImageId ?? null,
  };
}

function BrandingForm({ saved, shopName, locked }: { saved: BrandingView | null; shopName: string; locked: boolean }) {
  const t = useTranslations('clients.branding');
  const tForm = useTranslations('clients.form');
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const save = useSaveBranding();
  const [savedLogoUrl, setSavedLogoUrl] = useState(saved?.logoUrl ?? null);
  const [logoUrl, setLogoUrl] = useState(savedLogoUrl);
  const [lastSaved, setLastSaved] = useState(() => toFormValues(saved));
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isDirty },
  } = useForm<BrandingInput>({ resolver: zodResolver(brandingSchema), defaultValues: lastSaved, mode: 'onTouched' });
  const [primaryColor, secondaryColor] = useWatch({ control, name: ['primaryColor', 'secondaryColor'] });
  // While a code is being typed the preview keeps the last saved colour.
  const shownPrimary = isHexColor(primaryColor) ? primaryColor : lastSaved.primaryColor;
  const shownSecondary = isHexColor(secondaryColor) ? secondaryColor : lastSaved.secondaryColor;

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (branding) => {
        const values = toFormValues(branding);
        setLastSaved(values);
        setSavedLogoUrl(branding.logoUrl);
        setLogoUrl(branding.logoUrl);
        reset(values);
        notify.success(t('saved'));
      },
      onError: (error) => notifyRefusal(error, { operation: 'update' }),
    }),
  );

  function discard() {
    reset(lastSaved);
    setLogoUrl(savedLogoUrl);
  }

  const colorField = (name: 'primaryColor' | 'secondaryColor', label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorField
          label={label}
          hint={hint}
          value={field.value}
          fallback={lastSaved[name]}
          error={fieldState.error ? t('hexError') : undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <form onSubmit={locked ? (event) => event.preventDefault() : submit} noValidate className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        {colorField('primaryColor', t('primaryColor'), t('primaryColorHint'))}
        {colorField('secondaryColor', t('secondaryColor'), t('secondaryColorHint'))}
        <LogoField
          logoUrl={logoUrl}
          onUploaded={(image) => {
            setValue('logoImageId', image.id, { shouldDirty: true });
            setLogoUrl(image.url);
          }}
          onRemove={() => {
            setValue('logoImageId', null, { shouldDirty: true });
            setLogoUrl(null);
          }}
        />
      </div>
      <BrandingPreview shopName={shopName} primaryColor={shownPrimary} secondaryColor={shownSecondary} logoUrl={logoUrl} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4 lg:col-span-2">
        {isDirty && !locked && <p className="mr-auto text-sm text-slate-700">{t('unsaved')}</p>}
        <Button variant="secondary" onClick={discard} disabled={!isDirty || save.isPending}>
          {t('reset')}
        </Button>
        {/* The plan has no custom branding: the notice above the form says which plan has it, saving is not offered. */}
        {!locked && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? tForm('saving') : t('save')}
          </Button>
        )}
      </div>
    </form>
  );
}
