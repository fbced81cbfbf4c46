import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PublishConfirmDialog, type PublicationSubject } from '@/features/announcements/components/publish-confirm-dialog';
import { messages } from '@/lib/i18n/messages';
import enAnnouncements from '@/locales/en/announcements.json';
import frAnnouncements from '@/locales/fr/announcements.json';

const announcements = { fr: frAnnouncements, en: enAnnouncements };

function show(subject: PublicationSubject, locale: 'fr' | 'en' = 'fr', onConfirm = vi.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={{ ...messages[locale], announcements: announcements[locale] }} timeZone="Europe/Paris">
      <PublishConfirmDialog subject={subject} pending={false} onConfirm={onConfirm} onClose={vi.fn()} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('dialog', { hidden: true });
}

const banner: PublicationSubject = { title: 'Maintenance', type: 'banner', displayedFor: ['all'], expiresAt: '2099-01-01T11:00:00.000Z' };

// Publishing reaches people at once: the confirmation says which kind, to whom and until when, in words.
describe('the publication’s confirmation', () => {
  it('says a banner for everyone goes to every user, until its expiry in Paris time', () => {
    const dialog = show(banner);
    expect(screen.getByRole('dialog', { name: 'Publier « Maintenance » ?', hidden: true })).toBe(dialog);
    expect(dialog.textContent).toContain('Le bandeau sera affiché à tous les utilisateurs, jusqu’au 1 janvier 2099 à 12:00.');
  });

  it('names the plans and the organisations with every feature, and says when there is no expiry', () => {
    const dialog = show({ title: 'Offre', type: 'modal', displayedFor: ['pro', 'starter', 'allow_all_features'], expiresAt: null });
    expect(dialog.textContent).toContain('La fenêtre modale sera affichée aux abonnés Starter et Pro et aux organisations avec toutes les fonctionnalités, sans date d’expiration.');
  });

  it('says when only the sellers will see it', () => {
    expect(show({ ...banner, readers: 'sellers' }).textContent).toContain('Seuls les vendeurs la verront.');
  });

  it('says nothing of readers when it is for everyone', () => {
    expect(show({ ...banner, readers: 'everyone' }).textContent).not.toMatch(/Seuls/);
  });

  it('says it in English too, and publishes only on its own button', () => {
    const onConfirm = vi.fn();
    const dialog = show({ title: 'Offer', type: 'modal', displayedFor: ['smart'], expiresAt: null }, 'en', onConfirm);
    expect(dialog.textContent).toContain('The modal window will be shown to Smart subscribers, with no expiry date.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish the announcement', hidden: true }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
