import { Text, View, type Styles } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { pdfText } from './pdf-text';

/** A table cell of a given width, its figures aligned right. */
export function Cell({ width, right, gap = 3, children }: { width: string; right?: boolean; gap?: number; children: ReactNode }) {
  return <Text style={{ width, textAlign: right ? 'right' : 'left', paddingRight: gap }}>{children}</Text>;
}

/** A label and its amount on one line, kept together across a page break; the document gives the line's style. */
export function AmountLine({ label, value, style }: { label: string; value: string; style: Styles[string] }) {
  return (
    <View style={style} wrap={false}>
      <Text>{pdfText(label)}</Text>
      <Text>{pdfText(value)}</Text>
    </View>
  );
}
