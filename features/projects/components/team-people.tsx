import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { personName } from '../person-name';
import type { TeamMemberView } from '../types';

/**
 * One group of people of a tour's team: who they are (an organisation, or the sellers), the role they hold on the
 * tour (or the control that changes it), the group's action, then each person's name and e-mail.
 */
export function PeopleGroup({ name, role, action, people, empty }: { name: string; role: ReactNode; action?: ReactNode; people: TeamMemberView[]; empty: string }) {
  const t = useTranslations('tours.team');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {name}
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>{t('roleOnTour')}</span>
            {role}
          </div>
        </div>
        {action}
      </div>
      {people.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul aria-label={t('peopleOf', { name })} className="flex flex-col gap-2">
          {people.map((person) => (
            <li key={person.id} className="flex flex-col rounded-md bg-slate-50 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3">
              <span className="font-medium text-slate-900">{personName(person)}</span>
              <span className="text-sm break-all text-slate-700">{person.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A role that the viewer cannot change, written as a label. */
export function RoleLabel({ children }: { children: ReactNode }) {
  return <span className="rounded-full border border-slate-300 bg-white px-2 py-0.5 font-medium text-slate-900">{children}</span>;
}
