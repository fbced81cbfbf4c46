import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { orderIdOfCode } from '@/features/shops/collection-code';
import type { CollectionView } from '@/features/shops/types';
import { fetchCollection } from '../collections-api';
import { CollectionCard } from './collection-card';
import { QrScanner } from './qr-scanner';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';
import type { useCollectionActions } from './use-collection-actions';

type Scan = { step: 'scanning'; message?: 'notOurs' | 'notFound' } | { step: 'looking' } | { step: 'found'; order: CollectionView };

interface ScanDialogProps {
  open: boolean;
  standId: string;
  actions: ReturnType<typeof useCollectionActions>;
  onHandOver: (order: CollectionView) => void;
  onClose: () => void;
}

/**
 * The camera until a QR code of ours is read, then that order with what can be done with it. A code that is not an
 * order of ours, or an order this stand does not hand over, is said under the image, and the camera keeps looking.
 */
export function ScanDialog({ open, standId, actions, onHandOver, onClose }: ScanDialogProps) {
  const t = useTranslations('register.collections.scanner');
  const [scan, setScan] = useState<Scan>({ step: 'scanning' });
  const lastText = useRef('');

  const onText = useCallback(
    async (text: string) => {
      // The same code stays in front of the camera for many frames: look it up once.
      if (text === lastText.current) return;
      lastText.current = text;
      const orderId = orderIdOfCode(text);
      if (!orderId) return setScan({ step: 'scanning', message: 'notOurs' });
      setScan({ step: 'looking' });
      try {
        setScan({ step: 'found', order: await fetchCollection(standId, orderId) });
      } catch {
        setScan({ step: 'scanning', message: 'notFound' });
      }
    },
    [standId],
  );

  function again() {
    lastText.current = '';
    setScan({ step: 'scanning' });
  }

  function close() {
    again();
    onClose();
  }

  async function prepare(order: CollectionView) {
    const changed = await actions.prepare(order);
    if (changed) setScan({ step: 'found', order: changed });
  }

  return (
    <RegisterDialog
      open={open}
      wide
      title={t('title')}
      busy={actions.busy}
      onClose={close}
      actions={
        <>
          {scan.step === 'found' && (
            <Button variant="secondary" className={touchButton} onClick={again}>
              {t('again')}
            </Button>
          )}
          <Button variant="secondary" className={touchButton} disabled={actions.busy} onClick={close}>
            {t('close')}
          </Button>
        </>
      }
    >
      {scan.step === 'found' ? (
        <CollectionCard
          order={scan.order}
          busy={actions.busy}
          onPrepare={() => void prepare(scan.order)}
          onHandOver={() => {
            close();
            onHandOver(scan.order);
          }}
        />
      ) : (
        <>
          <QrScanner onText={(text) => void onText(text)} />
          <p role="alert" className="min-h-7 font-medium text-red-800">
            {scan.step === 'scanning' && scan.message ? t(scan.message) : ''}
          </p>
          {scan.step === 'looking' && <p role="status">{t('looking')}</p>}
        </>
      )}
    </RegisterDialog>
  );
}
