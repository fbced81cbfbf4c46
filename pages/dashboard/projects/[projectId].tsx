import { useRouter } from 'next/router';
import { ProjectScreen, toursMessages } from '@/features/projects';
import { withMessages } from '@/lib/i18n/with-messages';

function ProjectPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string') return null;
  return <ProjectScreen projectId={query.projectId} />;
}

export default withMessages(ProjectPage, toursMessages);
