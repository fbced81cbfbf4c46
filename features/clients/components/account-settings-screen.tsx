import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/features/auth';
import { BrandingSettings } from './branding-settings';
import { IdentityForm } from './identity-form';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { OrganisationProfileForm } from './organisation-profile-form';
import { PasswordForm } from './password-form';
import { Tabs } from '@/components/ui/tabs';
import { useErrorToast } from '@/components/feedback/use-error-toast';

const sections = ['profile', 'password', 'branding'] as const;
type Section = (typeof sections)[number];

/** The open section lives in `?tab=`, so it can be linked to and survives a reload. */
function useSectionInUrl(): [Section, (section: string) => void] {
  const router = useRouter();
  const requested = sections.find((section) => section === router.query.tab);
  function select(section: string) {
    const query = { ...router.query };
    delete query.tab;
    void router.replace({ pathname: router.pathname, query: section === 'profile' ? query : { ...query, tab: section } }, undefined, { shallow: true, scroll: false });
  }
  return [requested ?? 'profile', select];
}

/** /dashboard/account: the organisation's profile, the user's password and the shops' branding. */
export function AccountSettingsScreen() {
  const t = useTranslations('clients.account');
  const { data: user, error, isPending, refetch } = useCurrentUser();
  const [section, selectSection] = useSectionInUrl();
  useErrorToast(error, 'read');

  let content;
  if (isPending) content = <SkeletonLines label={t('loading')} lines={6} />;
  else if (!user) content = <LoadError onRetry={() => void refetch()} />;
  else {
    // The organisation's profile and branding belong to its managers; the API refuses them to other roles.
    const clientId = user.role === 'client' ? user.clientId : null;
    const noOrganisation = (
      <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t(user.role === 'admin' ? 'noOrganisation.admin' : 'noOrganisation.other')}</p>
    );
    content = (
      <Tabs
        label={t('tabsLabel')}
        selected={section}
        onSelect={selectSection}
        tabs={[
          {
            id: 'profile',
            label: t('tabs.profile'),
            content: (
              <div className="flex flex-col gap-6">
                <IdentityForm user={user} />
                {clientId ? <OrganisationProfileForm clientId={clientId} /> : noOrganisation}
              </div>
            ),
          },
          { id: 'password', label: t('tabs.password'), content: <PasswordForm /> },
          { id: 'branding', label: t('tabs.branding'), content: clientId ? <BrandingSettings clientId={clientId} /> : noOrganisation },
        ]}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      {content}
    </div>
  );
}
