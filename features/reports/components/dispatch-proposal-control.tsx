import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import type { ProposedCells } from '@/features/stock';
import { formatInteger, formatPercent } from '@/lib/format';
import { fetchDispatchProposal } from '../api';
import type { DispatchProposal } from '../types';

/**
 * « Proposer d'après les ventes » on the dispatch screen (its `proposal` slot): asks the forecast for the source
 * chosen and fills the plan, which the manager then adjusts. Opened from the report's "what to send next"
 * (`?propose=1`), it proposes once by itself. What the proposal rests on is said under the button.
 */
export function DispatchProposalControl({ eventId, sourceId, onPropose }: { eventId: string; sourceId: string; onPropose: (cells: ProposedCells) => void }) {
  const t = useTranslations('reports.proposal');
  const router = useRouter();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [proposal, setProposal] = useState<DispatchProposal>();
  const askedByLink = useRef(false);

  async function propose() {
    setPending(true);
    try {
      const answer = await fetchDispatchProposal(eventId, sourceId);
      setProposal(answer);
      if (answer.lines.length) onPropose(answer.lines.map(({ productVariantId, inventoryId, quantity }) => ({ productVariantId, inventoryId, quantity })));
    } catch (error) {
      notify.error(error, { operation: 'read' });
    } finally {
      setPending(false);
    }
  }

  useEffect(() => {
    if (router.query.propose !== '1' || askedByLink.current || !sourceId) return;
    askedByLink.current = true;
    void propose();
    // Once, when the screen has its source: a later change of source is the manager's to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.query.propose, sourceId]);

  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={() => void propose()} disabled={pending || !sourceId}>
        {pending ? t('proposing') : t('propose')}
      </Button>
      <p aria-live="polite" className="max-w-prose text-sm text-slate-700">
        {proposal && <ProposalBasis proposal={proposal} />}
      </p>
    </div>
  );
}

function ProposalBasis({ proposal }: { proposal: DispatchProposal }) {
  const t = useTranslations('reports.proposal');
  const { basis } = proposal;
  if (!basis.dates) return <>{t('noHistory')}</>;
  const parts = [
    t('basisDates', { dates: basis.dates, withAttendance: basis.withAttendance }),
    basis.heads !== null && basis.headsFrom ? t(`heads.${basis.headsFrom}`, { heads: formatInteger(basis.heads) }) : t('perDate'),
    t('margin', { margin: formatPercent(basis.margin) }),
  ];
  if (!proposal.lines.some((line) => line.quantity > 0)) parts.push(t('nothingToSend'));
  if (proposal.shortVariants) parts.push(t('short', { count: proposal.shortVariants }));
  return <>{parts.join(' · ')}</>;
}
