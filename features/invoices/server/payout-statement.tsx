import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { formatDate, formatMoney } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import type { InvoicePartyView, PayoutView } from '../types';
import { clientIdentity } from './client-identity';
import { eventMoments } from './event-moment';
import { invoicesTranslator, type InvoicesTranslator } from './document-translator';
import { Amount, documentStyles as s, Party } from './invoice-document';
import { requireVisiblePayout, toPayoutView } from './payout-view';
import { platformIdentity } from './platform-identity';
import { pdfText as p } from '@/lib/pdf/pdf-text';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { renderPdf } from '@/lib/pdf/render';
import { TestModeStamp } from '@/lib/pdf/test-mode-stamp';

interface StatementData {
  payout: PayoutView;
  eventDate: string | null;
  organiser: InvoicePartyView;
  platform: InvoicePartyView;
}

function StatementDocument({ data, t, language }: { data: StatementData; t: InvoicesTranslator; language: Locale }) {
  const { payout } = data;
  const title = `${t('statement.title')} – ${payout.eventName}`;
  return (
    <Document title={p(title)} author={p(data.platform.name)} language={language}>
      <Page size="A4" style={s.page}>
        <TestModeStamp text={p(t('pdf.testMode'))} />
        <Text style={s.title}>{p(t('statement.title'))}</Text>
        <Text style={s.bold}>{p(t('statement.event', { name: payout.eventName }))}</Text>
        {data.eventDate && <Text>{p(formatDate(data.eventDate, language))}</Text>}
        <View style={s.parties}>
          <Party heading={t('statement.platform')} party={data.platform} t={t} />
          <Party heading={t('statement.organiser')} party={data.organiser} t={t} />
        </View>
        <View style={[s.section, { marginLeft: '35%' }]}>
          <Amount label={t('statement.cardTakings')} value={formatMoney(payout.cardTakings)} />
          <Amount label={t('statement.commission')} value={formatMoney(-payout.commission)} />
          {payout.deductions > 0 && <Amount label={t('statement.deductions')} value={formatMoney(-payout.deductions)} />}
          <Amount label={t('statement.amount')} value={formatMoney(payout.amount)} strong />
        </View>
        <View style={s.section}>
          <Text style={s.bold}>{p(payout.paidAt ? t('statement.paidAt', { date: formatDate(payout.paidAt, language) }) : t('statement.dueAt', { date: formatDate(payout.dueAt, language) }))}</Text>
          <Text style={s.small}>{p(t('statement.explained'))}</Text>
        </View>
        <Text style={s.footer} fixed render={({ pageNumber, totalPages }) => p(t('statement.page', { page: pageNumber, total: totalPages }))} />
      </Page>
    </Document>
  );
}

/** GET /v1/payouts/{id}/statement: the event's payout statement as an A4 PDF, for its organisation and admins. */
export async function getPayoutStatement(actor: Actor, id: string, language: Locale): Promise<{ fileName: string; pdf: Buffer }> {
  const db = await getDb();
  const row = await requireVisiblePayout(db, actor, id);
  const moment = (await eventMoments(db, [row.eventId])).get(row.eventId) ?? null;
  const data: StatementData = { payout: toPayoutView(row), eventDate: moment?.toISOString() ?? null, organiser: await clientIdentity(db, row.clientId), platform: platformIdentity() };
  const pdf = await renderPdf(<StatementDocument data={data} t={invoicesTranslator(language)} language={language} />);
  // A download of the organisation's money: in its technical chain, in a short transaction of its own.
  await db.transaction((tx) => journalTechnicalEvent(tx, { clientId: row.clientId, kind: 'export', userId: actor.userId, subjectId: row.id, details: { document: 'payoutStatement' } }));
  return { fileName: `releve-reversement-${row.id}.pdf`, pdf };
}
