import { describe, expect, it } from 'vitest';
import type { ShiftReport } from '@/features/orders/shift-report';
import { shiftReportLines } from '@/features/orders/server/send-shift-report-email';

const none = { sales: 0, gross: 0, refunded: 0, net: 0 };
const report: ShiftReport = {
  standId: 's',
  standName: 'Hall',
  standStatus: 'closed',
  eventId: 'e',
  eventName: 'Lille',
  takings: { standCash: { sales: 1, gross: 5000, refunded: 0, net: 5000 }, standCard: none, online: none, total: { sales: 1, gross: 5000, refunded: 0, net: 5000 } },
  discounts: { amount: 0, lines: 0 },
  comps: { units: 0, value: 0, reasons: [] },
  cash: {
    changeFund: 10_000,
    movements: [
      { id: 'm1', standId: 's', direction: 'in', amount: 2000, reason: 'Monnaie de la banque', createdBy: { id: 'u', name: 'Léa' }, deviceId: null, occurredAt: '2026-07-14T19:00:00.000Z', createdAt: '2026-07-14T19:00:00.000Z' },
      { id: 'm2', standId: 's', direction: 'out', amount: 3000, reason: 'Dépôt au coffre', createdBy: { id: 'u', name: 'Léa' }, deviceId: null, occurredAt: '2026-07-14T21:00:00.000Z', createdAt: '2026-07-14T21:00:00.000Z' },
    ],
    cashIn: 2000,
    cashOut: 3000,
    expected: 14_000,
    counted: null,
    difference: null,
    upToDate: false,
  },
  cardTotal: 0,
  tickets: { last: 1, declined: [], awaitingCard: 0 },
  readAt: '2026-07-14T22:00:00.000Z',
};

describe('the Z by e-mail', () => {
  it('lists each cash movement with its reason before the expected cash', () => {
    const lines = shiftReportLines(report, 'fr');
    const moves = lines.filter((line) => /^(Entrée|Sortie) d’espèces/.test(line));
    expect(moves).toHaveLength(2);
    expect(moves[0]).toMatch(/^Entrée d’espèces : 20,00\s€ – Monnaie de la banque \(/);
    expect(moves[1]).toMatch(/^Sortie d’espèces : 30,00\s€ – Dépôt au coffre \(/);
    expect(lines.indexOf(moves[1]!)).toBeLessThan(lines.findIndex((line) => line.startsWith('Espèces attendues dans la caisse : 140,00')));
    expect(shiftReportLines(report, 'en').some((line) => /^Cash out: 30,00\s€ – Dépôt au coffre \(/.test(line))).toBe(true);
  });
});
