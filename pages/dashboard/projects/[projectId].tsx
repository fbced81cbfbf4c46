import { useRouter } from 'next/router';
import { eventsMessages, ProjectEvents } from '@/features/events';
import { LazySalesPanel, ordersMessages } from '@/features/orders';
import { ProductCatalogue, productsMessages } from '@/features/products';
import { canWriteTour, ProjectScreen, toursMessages } from '@/features/projects';
import { LazyTourReport, reportsMessages } from '@/features/reports';
import { LazyStockPanel, stockMessages } from '@/features/stock';
import { subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

function ProjectPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string') return null;
  return (
    <ProjectScreen
      projectId={query.projectId}
      catalogue={(project) => <ProductCatalogue project={project} />}
      events={(project) => <ProjectEvents project={project} />}
      stock={(project) => <LazyStockPanel project={project} />}
      report={(project) => <LazyTourReport projectId={project.id} tourName={project.name} />}
      sales={(project) => <LazySalesPanel projectId={project.id} tourName={project.name} eventId={typeof query.eventId === 'string' ? query.eventId : undefined} writable={canWriteTour(project)} />}
    />
  );
}

export default withMessages(ProjectPage, toursMessages, eventsMessages, productsMessages, stockMessages, ordersMessages, subscriptionsMessages, reportsMessages);
