import { describe, expect, it } from 'vitest';
import { cancellationQuote, nextDue } from '@/features/services/due';
import {
  acknowledgementDueAt,
  cancellationFee,
  cancellationFeePercent,
  confirmationDeadline,
  isMainlandFrance,
  mayConfirm,
  mayRequestTerminal,
  standServiceDeadlines,
  standServiceTiming,
  terminalRequestDeadline,
  terminalShippingDeadline,
} from '@/features/services/time-rules';
import type { ServiceKind, ServiceStatus } from '@/features/services/types';
import { fromParisLocal, toParisLocal } from '@/lib/datetime/paris-time';

/*
 * Issue #16: every boundary of the services' time rules (features/services/time-rules.ts, due.ts). Instants are built
 * from Paris wall-clock times; 2026's changes of time are on 29 March (02:00 → 03:00) and 25 October (03:00 → 02:00).
 */

const MS = 1;
const HOUR = 60 * 60 * 1000;

function paris(local: string): Date {
  const instant = fromParisLocal(local);
  if (!instant) throw new Error(`Not a Paris time: ${local}`);
  return instant;
}

const before = (start: Date, ms: number) => new Date(start.getTime() - ms);
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

// A summer evening, far from any change of time.
const START = paris('2026-07-14T20:30');

describe('standServiceTiming: on time from 96 h, late above 72 h, refused at 72 h or less', () => {
  it.each([
    ['a month before', 30 * 24 * HOUR, 'onTime'],
    ['exactly 96 h before', 96 * HOUR, 'onTime'],
    ['96 h − 1 ms before', 96 * HOUR - MS, 'late'],
    ['80 h before', 80 * HOUR, 'late'],
    ['72 h + 1 ms before', 72 * HOUR + MS, 'late'],
    ['exactly 72 h before', 72 * HOUR, 'refused'],
    ['72 h − 1 ms before', 72 * HOUR - MS, 'refused'],
    ['at the start', 0, 'refused'],
    ['after the start', -HOUR, 'refused'],
  ] as const)('%s: %s', (_, left, timing) => {
    expect(standServiceTiming(START, before(START, left))).toBe(timing);
  });

  it('announces the last on-time instant and the first refused one, which agree with the timing', () => {
    const { onTime, refusedFrom } = standServiceDeadlines(START);
    expect(onTime).toEqual(before(START, 96 * HOUR));
    expect(refusedFrom).toEqual(before(START, 72 * HOUR));
    expect(standServiceTiming(START, onTime)).toBe('onTime');
    expect(standServiceTiming(START, after(onTime, MS))).toBe('late');
    expect(standServiceTiming(START, before(refusedFrom, MS))).toBe('late');
    expect(standServiceTiming(START, refusedFrom)).toBe('refused');
  });

  it('counts elapsed hours across the spring change: 96 h before 30 March 20:00 is 26 March 19:00 in Paris', () => {
    const start = paris('2026-03-30T20:00');
    expect(standServiceDeadlines(start).onTime).toEqual(paris('2026-03-26T19:00'));
    // Four calendar days earlier at the same wall-clock time is only 95 elapsed hours: late.
    expect(standServiceTiming(start, paris('2026-03-26T20:00'))).toBe('late');
    expect(standServiceTiming(start, paris('2026-03-26T19:00'))).toBe('onTime');
  });

  it('counts elapsed hours across the autumn change: 72 h before 27 October 20:00 is 24 October 21:00 in Paris', () => {
    const start = paris('2026-10-27T20:00');
    expect(standServiceDeadlines(start).refusedFrom).toEqual(paris('2026-10-24T21:00'));
    // Three calendar days earlier at the same wall-clock time is 73 elapsed hours: still accepted, late.
    expect(standServiceTiming(start, paris('2026-10-24T20:00'))).toBe('late');
    expect(standServiceTiming(start, paris('2026-10-24T21:00'))).toBe('refused');
  });
});

describe('cancellationFeePercent: nothing above 72 h, half from 72 h to 48 h, all under 48 h', () => {
  it.each([
    ['a week before', 7 * 24 * HOUR, 0],
    ['72 h + 1 ms before', 72 * HOUR + MS, 0],
    ['exactly 72 h before', 72 * HOUR, 50],
    ['60 h before', 60 * HOUR, 50],
    ['exactly 48 h before', 48 * HOUR, 50],
    ['48 h − 1 ms before', 48 * HOUR - MS, 100],
    ['at the start', 0, 100],
    ['after the start', -2 * HOUR, 100],
  ] as const)('%s: %i per cent', (_, left, percent) => {
    expect(cancellationFeePercent(START, before(START, left))).toBe(percent);
  });
});

describe('cancellationFee', () => {
  it('is the share of the quote in cents, rounded half up', () => {
    expect(cancellationFee(12345, 0)).toBe(0);
    expect(cancellationFee(12345, 50)).toBe(6173);
    expect(cancellationFee(12344, 50)).toBe(6172);
    expect(cancellationFee(12345, 100)).toBe(12345);
    expect(cancellationFee(1, 50)).toBe(1);
    expect(cancellationFee(0, 100)).toBe(0);
  });

  it('is nothing on a stand service not quoted yet', () => {
    expect(cancellationFee(null, 50)).toBe(0);
    expect(cancellationFee(null, 100)).toBe(0);
  });
});

describe('terminalRequestDeadline: 15 calendar days before, at the same Paris wall-clock time', () => {
  it('allows a request exactly at the deadline and refuses it one millisecond later', () => {
    const deadline = terminalRequestDeadline(START);
    expect(deadline).toEqual(paris('2026-06-29T20:30'));
    expect(deadline).toEqual(before(START, 15 * 24 * HOUR));
    expect(mayRequestTerminal(START, before(deadline, MS))).toBe(true);
    expect(mayRequestTerminal(START, deadline)).toBe(true);
    expect(mayRequestTerminal(START, after(deadline, MS))).toBe(false);
    expect(mayRequestTerminal(START, START)).toBe(false);
  });

  it('keeps 20:30 across the spring change: 5 April 20:30 → 21 March 20:30, 359 hours earlier', () => {
    const start = paris('2026-04-05T20:30');
    const deadline = terminalRequestDeadline(start);
    expect(toParisLocal(deadline)).toBe('2026-03-21T20:30');
    expect(start.getTime() - deadline.getTime()).toBe(359 * HOUR);
    // 15 × 24 elapsed hours would end at 19:30 on 21 March: 20:30 itself is still allowed, a millisecond later not.
    expect(mayRequestTerminal(start, paris('2026-03-21T20:30'))).toBe(true);
    expect(mayRequestTerminal(start, after(deadline, MS))).toBe(false);
  });

  it('keeps 20:30 across the autumn change: 5 November 20:30 → 21 October 20:30, 361 hours earlier', () => {
    const start = paris('2026-11-05T20:30');
    const deadline = terminalRequestDeadline(start);
    expect(toParisLocal(deadline)).toBe('2026-10-21T20:30');
    expect(start.getTime() - deadline.getTime()).toBe(361 * HOUR);
    expect(mayRequestTerminal(start, after(deadline, MS))).toBe(false);
    // An hour after the deadline is still 360 elapsed hours before the event, and refused: days, not hours.
    expect(mayRequestTerminal(start, after(deadline, HOUR))).toBe(false);
  });

  it('moves to 03:00 when the same time falls in the hour skipped on 29 March', () => {
    const start = paris('2026-04-13T02:30');
    expect(fromParisLocal('2026-03-29T02:30')).toBeNull();
    const deadline = terminalRequestDeadline(start);
    expect(deadline).toEqual(paris('2026-03-29T03:00'));
    expect(toParisLocal(deadline)).toBe('2026-03-29T03:00');
    expect(mayRequestTerminal(start, paris('2026-03-29T01:59'))).toBe(true);
    expect(mayRequestTerminal(start, deadline)).toBe(true);
    expect(mayRequestTerminal(start, after(deadline, MS))).toBe(false);
  });

  it('crosses months and years by the calendar', () => {
    expect(toParisLocal(terminalRequestDeadline(paris('2027-01-10T19:00')))).toBe('2026-12-26T19:00');
    expect(toParisLocal(terminalRequestDeadline(paris('2028-03-14T21:00')))).toBe('2028-02-28T21:00');
    expect(toParisLocal(terminalRequestDeadline(paris('2028-03-15T21:00')))).toBe('2028-02-29T21:00');
  });
});

describe('the platform’s own deadlines', () => {
  it('ships terminals 3 calendar days before, at the same Paris time, across a change of time too', () => {
    expect(terminalShippingDeadline(START)).toEqual(paris('2026-07-11T20:30'));
    expect(toParisLocal(terminalShippingDeadline(paris('2026-03-31T20:30')))).toBe('2026-03-28T20:30');
  });

  it('acknowledges within 48 elapsed hours', () => {
    const requestedAt = paris('2026-03-28T10:00');
    expect(acknowledgementDueAt(requestedAt)).toEqual(after(requestedAt, 48 * HOUR));
    expect(toParisLocal(acknowledgementDueAt(requestedAt))).toBe('2026-03-30T11:00');
  });

  it('confirms a stand service until exactly 48 h before the event, not one millisecond later', () => {
    const deadline = confirmationDeadline(START);
    expect(deadline).toEqual(before(START, 48 * HOUR));
    expect(mayConfirm(START, before(deadline, HOUR))).toBe(true);
    expect(mayConfirm(START, deadline)).toBe(true);
    expect(mayConfirm(START, after(deadline, MS))).toBe(false);
  });
});

describe('isMainlandFrance', () => {
  it.each([
    ['Paris', 'FR', '75011', true],
    ['Lyon', 'FR', '69001', true],
    ['Lyon, with spaces around', 'FR', ' 69001 ', true],
    ['Bourg-en-Bresse (a leading zero)', 'FR', '01000', true],
    ['Ajaccio (Corsica)', 'FR', '20000', false],
    ['Bastia (Corsica)', 'FR', '20200', false],
    ['Basse-Terre (Guadeloupe)', 'FR', '97100', false],
    ['Saint-Denis (La Réunion)', 'FR', '97400', false],
    ['Monaco', 'FR', '98000', false],
    ['Nouméa', 'FR', '98800', false],
    ['another country', 'BE', '75011', false],
    ['a country code not in capitals', 'fr', '75011', false],
    ['no country', null, '75011', false],
    ['no postcode', 'FR', null, false],
    ['an empty postcode', 'FR', '', false],
    ['four digits', 'FR', '7501', false],
    ['six digits', 'FR', '750011', false],
    ['a Corsican INSEE code', 'FR', '2A004', false],
    ['a space inside', 'FR', '75 011', false],
  ] as const)('%s: %s %j → %s', (_, country, postcode, expected) => {
    expect(isMainlandFrance(country, postcode)).toBe(expected);
  });
});

describe('nextDue', () => {
  const requestedAt = paris('2026-07-01T10:00');
  const input = (kind: ServiceKind, status: ServiceStatus, eventStart: Date | null = START) => ({ kind, status, requestedAt, eventStart, quoteAmount: null });

  it.each(['terminal', 'standManagement'] as const)('%s requested: the acknowledgement, 48 h after the request', (kind) => {
    const due = acknowledgementDueAt(requestedAt);
    expect(nextDue(input(kind, 'requested'), requestedAt)).toEqual({ step: 'acknowledge', dueAt: due.toISOString(), overdue: false });
    // Due at that instant is not overdue yet; one millisecond later it is.
    expect(nextDue(input(kind, 'requested'), due).overdue).toBe(false);
    expect(nextDue(input(kind, 'requested'), after(due, MS)).overdue).toBe(true);
  });

  it('a late stand service is acknowledged by its confirmation deadline at the latest, not 48 h after the request', () => {
    const lateRequest = { ...input('standManagement', 'requested'), requestedAt: before(START, 80 * HOUR) };
    expect(nextDue(lateRequest, lateRequest.requestedAt)).toEqual({ step: 'acknowledge', dueAt: confirmationDeadline(START).toISOString(), overdue: false });
    expect(nextDue(lateRequest, after(confirmationDeadline(START), MS)).overdue).toBe(true);
    // Asked exactly 96 h ahead, the two deadlines meet; terminals (15 days ahead) are never concerned.
    const onTime = { ...input('standManagement', 'requested'), requestedAt: before(START, 96 * HOUR) };
    expect(nextDue(onTime, onTime.requestedAt).dueAt).toBe(confirmationDeadline(START).toISOString());
    const terminal = { ...input('terminal', 'requested'), requestedAt: before(START, 80 * HOUR) };
    expect(nextDue(terminal, terminal.requestedAt).dueAt).toBe(acknowledgementDueAt(terminal.requestedAt).toISOString());
  });

  it('terminal acknowledged: the shipping, 3 days before the event', () => {
    expect(nextDue(input('terminal', 'acknowledged'), requestedAt)).toEqual({ step: 'ship', dueAt: paris('2026-07-11T20:30').toISOString(), overdue: false });
    expect(nextDue(input('terminal', 'acknowledged'), paris('2026-07-12T09:00')).overdue).toBe(true);
  });

  it('stand service acknowledged: the confirmation, 48 h before the event', () => {
    expect(nextDue(input('standManagement', 'acknowledged'), requestedAt)).toEqual({ step: 'confirm', dueAt: before(START, 48 * HOUR).toISOString(), overdue: false });
    expect(nextDue(input('standManagement', 'acknowledged'), before(START, 47 * HOUR)).overdue).toBe(true);
  });

  it('acknowledged on an event without performance: the step, with no date', () => {
    expect(nextDue(input('terminal', 'acknowledged', null), requestedAt)).toEqual({ step: 'ship', dueAt: null, overdue: false });
    expect(nextDue(input('standManagement', 'acknowledged', null), requestedAt)).toEqual({ step: 'confirm', dueAt: null, overdue: false });
  });

  it('terminal shipped: the return, undated', () => {
    expect(nextDue(input('terminal', 'shipped'), after(START, 30 * 24 * HOUR))).toEqual({ step: 'return', dueAt: null, overdue: false });
  });

  it.each([
    ['terminal', 'returned'],
    ['terminal', 'declined'],
    ['terminal', 'canceled'],
    ['standManagement', 'confirmed'],
    ['standManagement', 'declined'],
    ['standManagement', 'canceled'],
  ] as const)('%s %s: nothing due', (kind, status) => {
    expect(nextDue(input(kind, status), after(START, HOUR))).toEqual({ step: null, dueAt: null, overdue: false });
  });
});

describe('cancellationQuote', () => {
  const requestedAt = paris('2026-07-01T10:00');
  const input = (kind: ServiceKind, status: ServiceStatus, quoteAmount: number | null = null, eventStart: Date | null = START) => ({ kind, status, requestedAt, eventStart, quoteAmount });

  it.each(['requested', 'acknowledged'] as const)('a terminal %s costs nothing to cancel, even at the last minute', (status) => {
    expect(cancellationQuote(input('terminal', status), before(START, HOUR))).toEqual({ percent: 0, fee: 0 });
  });

  it.each(['shipped', 'returned', 'declined', 'canceled'] as const)('a terminal %s can no longer be canceled', (status) => {
    expect(cancellationQuote(input('terminal', status), requestedAt)).toBeNull();
  });

  it.each(['requested', 'acknowledged', 'confirmed'] as const)('a stand service %s costs its share of the quote', (status) => {
    expect(cancellationQuote(input('standManagement', status, 30001), before(START, 73 * HOUR))).toEqual({ percent: 0, fee: 0 });
    expect(cancellationQuote(input('standManagement', status, 30001), before(START, 72 * HOUR))).toEqual({ percent: 50, fee: 15001 });
    expect(cancellationQuote(input('standManagement', status, 30001), before(START, 48 * HOUR))).toEqual({ percent: 50, fee: 15001 });
    expect(cancellationQuote(input('standManagement', status, 30001), before(START, 48 * HOUR - MS))).toEqual({ percent: 100, fee: 30001 });
    expect(cancellationQuote(input('standManagement', status, 30001), after(START, HOUR))).toEqual({ percent: 100, fee: 30001 });
  });

  it('a stand service not quoted yet costs nothing, though the share is told', () => {
    expect(cancellationQuote(input('standManagement', 'requested', null), before(START, 60 * HOUR))).toEqual({ percent: 50, fee: 0 });
    expect(cancellationQuote(input('standManagement', 'requested', null), before(START, HOUR))).toEqual({ percent: 100, fee: 0 });
  });

  it('a stand service of an event without performance costs nothing', () => {
    expect(cancellationQuote(input('standManagement', 'acknowledged', 30000, null), requestedAt)).toEqual({ percent: 0, fee: 0 });
  });

  it.each(['declined', 'canceled'] as const)('a stand service %s can no longer be canceled', (status) => {
    expect(cancellationQuote(input('standManagement', status, 30000), requestedAt)).toBeNull();
  });
});
