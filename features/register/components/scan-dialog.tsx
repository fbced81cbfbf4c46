import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { readCollectionCode } from '@/features/shops/collection-code';
import type { HandoverProof } from '@/features/shops/schemas';
import type { CollectionView } from '@/features/shops/types';
import { isApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { scanCollection } from '../collections-api';
import { CollectionCard } from './collection-card';
import { QrScanner } from './qr-scanner';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';
import type { useCollectionActions } from './use-collection-actions';

/** What the seller reads under the camera: a text of the scanner's, or the catalogue's answer (another event's code). */
type Said = { key: 'notOurs' | 'notFound' | 'outdated' } | { title: string; subtitle?: string };
type Scan = { step: 'scanning'; said?: Said } | { step: 'looking' } | { step: 'found'; order: CollectionView; secret: string };

// The catalogue says these best: the code is genuine but not for this stand, or it is not the order's.
const toldByCatalogue = new Set(['ORDER_OF_ANOTHER_EVENT', 'COLLECTION_CODE_INVALID']);

interface ScanDialogProps {
  open: boolean;
  standId: string;
  actions: ReturnType<typeof useCollectionActions>;
  onHandOver: (order: CollectionView, proof: HandoverProof) => void;
  onClose: () => void;
}

/**
 * The camera until a QR code of ours is read, then that order with what can be done with it; its handover sends the
 * code's secret. A code that is not an order of ours, an outdated one, another event's, or an order this stand does
 * not hand over, is said under the image, and the camera keeps looking.
 */
export function ScanDialog({ open, standId, actions, onHandOver, onClose }: ScanDialogProps) {
  const t = useTranslations('register.collections.scanner');
  const catalogue = useErrorCatalogue();
  const [scan, setScan] = useState<Scan>({ step: 'scanning' });
  const lastText = useRef('');

  const onText = useCallback(
    async (text: string) => {
      // The same code stays in front of the camera for many frames: look it up once.
      if (text === lastText.current) return;
      lastText.current = text;
      const code = readCollectionCode(text);
      if (!code) return setScan({ step: 'scanning', said: { key: 'notOurs' } });
      if (code.version === 1) return setScan({ step: 'scanning', said: { key: 'outdated' } });
      setScan({ step: 'looking' });
      try {
        setScan({ step: 'found', order: await scanCollection(standId, text), secret: code.secret });
      } catch (error) {
        setScan({ step: 'scanning', said: isApiError(error) && toldByCatalogue.has(error.errorCode) ? describeError(error, catalogue) : { key: 'notFound' } });
      }
    },
    [standId, catalogue],
  );

  function again() {
    lastText.current = '';
    setScan({ step: 'scanning' });
  }

  function close() {
    again();
    onClose();
  }

  async function prepare(order: CollectionView, secret: string) {
    const changed = await actions.prepare(order);
    if (changed) setScan({ step: 'found', order: changed, secret });
  }

  const said = scan.step === 'scanning' ? scan.said : undefined;
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
          onPrepare={() => void prepare(scan.order, scan.secret)}
          onHandOver={() => {
            const proof: HandoverProof = { method: 'scan', secret: scan.secret };
            close();
            onHandOver(scan.order, proof);
          }}
        />
      ) : (
        <>
          <QrScanner onText={(text) => void onText(text)} />
          <div role="alert" className="min-h-7 font-medium text-red-800">
            {said && 'key' in said && <p>{t(said.key)}</p>}
            {said && 'title' in said && (
              <>
                <p>{said.title}</p>
                {said.subtitle && <p className="font-normal">{said.subtitle}</p>}
              </>
            )}
          </div>
          {scan.step === 'looking' && <p role="status">{t('looking')}</p>}
        </>
      )}
    </RegisterDialog>
  );
}
