import { describe, expect, it } from 'vitest';
import { databaseRefusal, isNotNullViolation, isUniqueViolation, raisedDetail } from '@/lib/db/errors';

/** As drizzle reports a failed query: its own error, the driver's as its cause. */
function wrapped(driverError: object): Error {
  return Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('driver'), driverError) });
}

describe('reading a database refusal through the driver’s wrapping', () => {
  it('finds the SQLSTATE however deep the driver put it', () => {
    const deep = Object.assign(new Error('outer'), { cause: wrapped({ code: '23505' }) });
    expect(isUniqueViolation(deep)).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
    expect(databaseRefusal(deep)).toBe('conflict');
    expect(databaseRefusal(wrapped({ code: '22003' }))).toBe('invalid');
    expect(databaseRefusal(wrapped({ code: '40001' }))).toBeNull();
  });

  it('names the NOT NULL column when the driver does', () => {
    expect(isNotNullViolation(wrapped({ code: '23502', column: 'number' }), 'number')).toBe(true);
    expect(isNotNullViolation(wrapped({ code: '23502', column: 'other' }), 'number')).toBe(false);
    expect(isNotNullViolation(wrapped({ code: '23502' }), 'number')).toBe(true);
  });

  it('answers the detail our own SQL raised with its state, and nothing for another failure', () => {
    const detail = '[{"inventory_id":"a","inventory_item_id":"b"}]';
    expect(raisedDetail(wrapped({ code: 'MS409', detail }), 'MS409')).toBe(detail);
    expect(raisedDetail(Object.assign(new Error('unwrapped'), { code: 'MS409', detail }), 'MS409')).toBe(detail);
    expect(raisedDetail(wrapped({ code: '23505', detail: 'Key (x)=(1) already exists.' }), 'MS409')).toBeNull();
    expect(raisedDetail('not an error', 'MS409')).toBeNull();
  });
});
