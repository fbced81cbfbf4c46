import { useRouter } from 'next/router';
import { EditProductScreen, productsMessages } from '@/features/products';
import { withMessages } from '@/lib/i18n/with-messages';

function ProductPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string' || typeof query.productId !== 'string') return null;
  return <EditProductScreen projectId={query.projectId} productId={query.productId} />;
}

export default withMessages(ProductPage, productsMessages);
