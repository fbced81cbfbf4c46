import { useRouter } from 'next/router';
import { NewProductScreen, productsMessages } from '@/features/products';
import { withMessages } from '@/lib/i18n/with-messages';

function NewProductPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string') return null;
  return <NewProductScreen projectId={query.projectId} />;
}

export default withMessages(NewProductPage, productsMessages);
