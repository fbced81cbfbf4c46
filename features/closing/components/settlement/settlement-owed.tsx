import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { owedSections } from '../../settlement-owed-rows';
import type { SettlementView } from '../../settlement-types';
import { AmountList, AmountRow, differenceTone } from './amount-list';

/** Who owes whom: one block per party and way the money moves (settlement-owed-rows.ts), never one mixed net. */
export function SettlementOwed({ settlement }: { settlement: SettlementView }) {
  const t = useTranslations('closing.settlement.owed');
  const { formatDate } = useDateFormat();
  const sections = owedSections(settlement.totals.owed, settlement.payout);
  const amount = (value: number | null, difference?: boolean) =>
    value === null ? t('notCounted') : difference && value > 0 ? `+${formatMoney(value)}` : formatMoney(value);
  return (
    <Card title={t('heading')}>
      <p className="mb-4 text-slate-700">{t('intro')}</p>
      {sections.length === 0 ? (
        <p className="text-slate-700">{t('nothing')}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`owed-${section.key}`}>
              <h3 id={`owed-${section.key}`} className="font-semibold text-slate-900">
                {t(`sections.${section.key}`)}
              </h3>
              <p className="text-sm text-slate-700">{t(`who.${section.key}`)}</p>
              <AmountList>
                {section.rows.map((row) => (
                  <AmountRow key={row.key} label={t(`rows.${row.key}`)} value={amount(row.amount, row.difference)} strong={row.strong} tone={row.difference ? differenceTone(row.amount) : undefined} />
                ))}
              </AmountList>
              {section.note && <p className="mt-2 text-sm text-slate-700">{t(`notes.${section.note.key}`, { date: formatDate(section.note.dueAt) })}</p>}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
