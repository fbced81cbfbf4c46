import Link from 'next/link';
import { useTranslations } from 'next-intl';

import type { ProjectView } from '../types';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { StatusBadge } from '@/components/ui/status-badge';

export function ProjectCard({ project }: { project: ProjectView }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('tours');
  const dates =
    project.startDate && project.endDate ? t('list.dates', { start: formatDate(project.startDate), end: formatDate(project.endDate) }) : t('list.noDates');
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">
          <Link href={`/dashboard/projects/${project.id}`} className="text-brand-800 underline-offset-2 hover:underline">
            {project.name}
          </Link>
        </h2>
        <StatusBadge tone={project.status === 'archived' ? 'neutral' : 'done'}>{project.status === 'archived' ? t('list.archived') : t('list.active')}</StatusBadge>
      </div>
      <p className="text-slate-700">{dates}</p>
      <p className="text-sm text-slate-700">{t('list.yourRole', { role: t(`roles.${project.myRole}`) })}</p>
    </li>
  );
}
