import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject, type ProjectView } from '@/features/projects';
import { useCreateProduct, useDeleteProduct, useProduct, useUpdateProduct } from '../api';
import type { Product } from '../types';
import { ProductForm } from './product-form';
import { PageTitle } from '@/components/layout/page-title';

/** The editor's own loading state, for the moment the variants' code comes. */
function VariantsLoading() {
  const t = useTranslations('products.editor');
  return <SkeletonLines label={t('loading')} lines={3} />;
}

// The variants' table in a chunk of its own (issue #28): its row menus bring Radix's menu and its dialogs the variant
// matrix, which a new product's page does not show. The product's page asks for it as it reads the product. One
// loader for that early fetch and next/dynamic, so that both ask for the same chunk.
const loadVariantsPanel = () => import('./variants-panel');
const VariantsPanel = dynamic(() => loadVariantsPanel().then((module) => module.VariantsPanel), { loading: VariantsLoading });

const catalogueHref = (projectId: string) => `/dashboard/projects/${projectId}?tab=catalogue`;

function EditorFrame({ projectId, title, children }: { projectId: string; title: string; children: ReactNode }) {
  const t = useTranslations('products.editor');
  return (
    <div className="flex flex-col gap-6">
      <Link href={catalogueHref(projectId)} className="text-brand-700 underline">
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
      <PageTitle name={title} />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/** Loads the tour, then shows `render` to those who may write its catalogue. */
function WithTour({ projectId, loading, render }: { projectId: string; loading: string; render: (project: ProjectView) => ReactNode }) {
  const project = useProject(projectId);
  if (project.isPending) return <SkeletonLines label={loading} />;
  if (project.isError) return <LoadError onRetry={() => void project.refetch()} />;
  return render(project.data);
}

/** /dashboard/projects/[projectId]/products/new */
export function NewProductScreen({ projectId }: { projectId: string }) {
  const t = useTranslations('products.editor');
  const router = useRouter();
  const notify = useNotify();
  const create = useCreateProduct();
  return (
    <EditorFrame projectId={projectId} title={t('newTitle')}>
      <WithTour
        projectId={projectId}
        loading={t('loading')}
        render={(project) =>
          canWriteTour(project) ? (
            <ProductForm
              withMatrix
              pending={create.isPending}
              submitLabel={t('create')}
              pendingLabel={t('creating')}
              onCancel={() => void router.push(catalogueHref(projectId))}
              onSubmit={async (body, variantMatrix) => {
                await create.mutateAsync({ projectId, ...body, variantMatrix });
                notify.success(t('created'));
                await router.push(catalogueHref(projectId));
              }}
            />
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('forbidden')}</p>
          )
        }
      />
    </EditorFrame>
  );
}

/** /dashboard/projects/[projectId]/products/[productId]: the product and its variants; read-only for observers. */
export function EditProductScreen({ projectId, productId }: { projectId: string; productId: string }) {
  const t = useTranslations('products.editor');
  const tc = useTranslations('common');
  const product = useProduct(productId);
  const project = useProject(projectId);
  useEffect(() => {
    void loadVariantsPanel();
  }, []);
  if (product.isPending || project.isPending) return <SkeletonLines label={t('loading')} />;
  if (product.isError) return <LoadError error={product.error} missing={{ title: tc('missing.product'), back: { href: catalogueHref(projectId), label: tc('missing.backToTour') } }} onRetry={() => void product.refetch()} />;
  if (project.isError) return <LoadError error={project.error} missing={{ title: tc('missing.tour'), back: { href: '/dashboard/projects', label: tc('missing.backToTours') } }} onRetry={() => void project.refetch()} />;
  const title = canWriteTour(project.data) ? t('editTitle', { title: product.data.title }) : product.data.title;
  return (
    <EditorFrame projectId={projectId} title={title}>
      <ProductEditor project={project.data} product={product.data} />
    </EditorFrame>
  );
}

function ProductEditor({ project, product }: { project: ProjectView; product: Product }) {
  const t = useTranslations('products.editor');
  const router = useRouter();
  const notify = useNotify();
  const update = useUpdateProduct(product.id);
  const remove = useDeleteProduct(product.id);
  const [confirming, setConfirming] = useState(false);
  const writable = canWriteTour(project);

  async function destroy() {
    try {
      await remove.mutateAsync(undefined);
      notify.success(t('deleted'));
      await router.push(catalogueHref(project.id));
    } catch (error) {
      notify.error(error, { operation: 'delete' });
      setConfirming(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {!writable && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('forbidden')}</p>}
      {writable && (
        <ProductForm
          key={product.updatedAt}
          product={product}
          withMatrix={product.variants.length <= 1}
          pending={update.isPending}
          submitLabel={t('save')}
          pendingLabel={t('saving')}
          onCancel={() => void router.push(catalogueHref(project.id))}
          onSubmit={async (body, variantMatrix) => {
            await update.mutateAsync({ ...body, variantMatrix });
            notify.success(t('saved'));
          }}
        />
      )}
      <VariantsPanel product={product} writable={writable} />
      {writable && (
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle', { title: product.title })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={() => void destroy()}
        onClose={() => setConfirming(false)}
      >
        {t('deleteText')}
      </ConfirmDialog>
    </div>
  );
}
