import 'server-only';
import { Text } from '@react-pdf/renderer';
import { paymentsMode } from '@/lib/payments/mode';

const style = { color: '#92400e', borderWidth: 1, borderColor: '#92400e', padding: 4, marginBottom: 8, fontSize: 9, textAlign: 'center' as const };

/**
 * "Mode test" at the top of every money document (receipt, settlement, invoice, payout statement) made while the
 * sandbox takes the payments: a document printed from a demo or a trial must never pass for a real one.
 */
export function TestModeStamp({ text }: { text: string }) {
  if (paymentsMode() !== 'sandbox') return null;
  return <Text style={style}>{text}</Text>;
}
