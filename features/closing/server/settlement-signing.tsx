import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { pdfFonts } from '@/lib/pdf/fonts';
import { pdfText as p } from '@/lib/pdf/pdf-text';
import { addressLinesOf, countedPartsOf } from '../settlement-address';
import type { SettlementAddress, SettlementView } from '../settlement-types';
import type { SettlementTranslator } from './settlement-translator';

// The parts of the settlement that make it a document to sign (issue #24): who it is between, who counted, the
// signatures, and the footer that ties every page to the number and the stored snapshot's hash.

const styles = StyleSheet.create({
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 },
  number: { fontSize: 11, fontFamily: pdfFonts.bold, textAlign: 'right' },
  columns: { flexDirection: 'row', gap: 16, marginTop: 10 },
  party: { flex: 1, borderWidth: 0.75, borderColor: '#94a3b8', padding: 6 },
  label: { fontSize: 7.5, color: '#334155', textTransform: 'uppercase', marginBottom: 2 },
  name: { fontSize: 10, fontFamily: pdfFonts.bold },
  section: { marginTop: 12 },
  heading: { fontSize: 10.5, fontFamily: pdfFonts.bold, marginBottom: 4 },
  muted: { color: '#334155' },
  signature: { flex: 1, gap: 4 },
  line: { borderBottomWidth: 0.5, borderBottomColor: '#64748b', paddingBottom: 2, marginTop: 4 },
  box: { height: 72, borderWidth: 0.75, borderColor: '#0f172a', marginTop: 2 },
  // Placed from the top: react-pdf 4 draws nothing of a `render` text anchored by `bottom` when a line height is
  // inherited (the page's), which is how the old "Page x / y" footer never printed. A4 is 841.9 pt high: two lines fit.
  footer: { position: 'absolute', top: 806, left: 32, right: 32, textAlign: 'center', color: '#334155', fontSize: 7 },
});

type Props = { settlement: SettlementView; t: SettlementTranslator; language: Locale };

/** The title on the left; the settlement's number and the date of the show on the right, where a venue looks for them. */
export function SigningHeader({ settlement, t, language, title }: Props & { title: string }) {
  const date = settlement.event.firstPerformanceAt;
  return (
    <View style={styles.header}>
      <Text style={styles.name}>{p(title)}</Text>
      <View>
        {settlement.number && <Text style={styles.number}>{p(t('number', { number: settlement.number }))}</Text>}
        {date && <Text style={{ textAlign: 'right' }}>{p(t('parties.date', { date: formatDate(date, language) }))}</Text>}
      </View>
    </View>
  );
}

function Address({ address, language }: { address: SettlementAddress; language: Locale }) {
  return addressLinesOf(address, language).map((line) => <Text key={line}>{p(line)}</Text>);
}

/** The organiser and the venue side by side, each with its address (and the organiser's company numbers). */
export function PartiesBlock({ settlement, t, language }: Props) {
  const { organiser, venue } = settlement.parties;
  return (
    <View style={styles.columns} wrap={false}>
      <View style={styles.party}>
        <Text style={styles.label}>{p(t('parties.organiser'))}</Text>
        <Text style={styles.name}>{p(organiser.name)}</Text>
        <Address address={organiser.address} language={language} />
        {organiser.siret && <Text>{p(t('parties.siret', { siret: organiser.siret }))}</Text>}
        {organiser.vatNumber && <Text>{p(t('parties.vatNumber', { number: organiser.vatNumber }))}</Text>}
      </View>
      <View style={styles.party}>
        <Text style={styles.label}>{p(t('parties.venue'))}</Text>
        <Text style={styles.name}>{p(venue.name ?? t('parties.venueUnknown'))}</Text>
        <Address address={venue.address} language={language} />
      </View>
    </View>
  );
}

/** Who counted the drawers and the stock, per person, and who confirmed the closing for the tour. */
export function CountedBySection({ settlement, t }: Omit<Props, 'language'>) {
  const { countedBy, tourRepresentative } = settlement.parties;
  const say = { cash: (stands: string) => t('parties.countedCash', { stands }), stock: (stands: string) => t('parties.countedStock', { stands }), ranClosing: t('parties.ranClosing') };
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.heading}>{p(t('parties.countedBy'))}</Text>
      {countedBy.length === 0 && <Text style={styles.muted}>{p(t('parties.nobodyCounted'))}</Text>}
      {countedBy.map((counter) => (
        <Text key={counter.name}>{p(`${counter.name} – ${countedPartsOf(counter, say)}`)}</Text>
      ))}
      <Text>{p(tourRepresentative ? t('parties.tourRepresentative', { name: tourRepresentative.name }) : t('parties.tourRepresentativeUnknown'))}</Text>
    </View>
  );
}

function SignatureBlock({ heading, name, t }: { heading: string; name: string | null; t: SettlementTranslator }) {
  return (
    <View style={styles.signature}>
      <Text style={styles.name}>{p(heading)}</Text>
      <Text style={styles.line}>{p(`${t('signatures.name')} ${name ?? ''}`)}</Text>
      <Text style={styles.line}>{p(t('signatures.date'))}</Text>
      <Text style={{ marginTop: 4 }}>{p(`${t('signatures.approved')} – ${t('signatures.signature')}`)}</Text>
      <View style={styles.box} />
    </View>
  );
}

/** The venue's representative and the tour's, kept on one page: a name (the tour's is known), a date, a box to sign. */
export function SignatureBlocks({ settlement, t }: Omit<Props, 'language'>) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.heading}>{p(t('signatures.heading'))}</Text>
      <Text style={styles.muted}>{p(t('signatures.help'))}</Text>
      <View style={styles.columns}>
        <SignatureBlock heading={t('signatures.venue')} name={null} t={t} />
        <SignatureBlock heading={t('signatures.tour')} name={settlement.parties.tourRepresentative?.name ?? null} t={t} />
      </View>
    </View>
  );
}

/** "Bilan n° … – page x/y – empreinte SHA-256 …" on every page: a loose page still says which document it is. */
export function SigningFooter({ settlement, t }: Omit<Props, 'language'>) {
  const text = (page: number, total: number) =>
    [settlement.number ? t('pdf.footer.number', { number: settlement.number }) : t('pdf.title'), t('pdf.footer.page', { page, total }), settlement.hash ? t('pdf.footer.hash', { hash: settlement.hash }) : null]
      .filter(Boolean)
      .join(' – ');
  return <Text style={styles.footer} fixed render={({ pageNumber, totalPages }) => p(text(pageNumber, totalPages))} />;
}
