import { describe, expect, it, vi } from 'vitest';
import { requestHashOf, requireIdempotencyKey, writeOnce, WrittenBefore } from '@/lib/http/idempotent-write';

const hash = requestHashOf({ items: [1] });
const row = { id: 'first', requestHash: hash };

function steps(overrides: Partial<Parameters<typeof writeOnce<typeof row, string>>[0]> = {}) {
  return {
    requestHash: hash,
    write: vi.fn(async () => 'made'),
    find: vi.fn(async (): Promise<typeof row | undefined> => undefined),
    replay: vi.fn(async (found: typeof row) => `again:${found.id}`),
    ...overrides,
  };
}

describe('writeOnce', () => {
  it('makes the write without looking the key up', async () => {
    const write = steps();
    await expect(writeOnce(write)).resolves.toEqual({ answer: 'made', replayed: false });
    expect(write.find).not.toHaveBeenCalled();
  });

  it('answers again what the key wrote, known before, found inside the write, or found after a failure', async () => {
    const known = steps({ earlier: row });
    await expect(writeOnce(known)).resolves.toEqual({ answer: 'again:first', replayed: true });
    expect(known.write).not.toHaveBeenCalled();
    await expect(writeOnce(steps({ write: async () => Promise.reject(new WrittenBefore(row)) }))).resolves.toEqual({ answer: 'again:first', replayed: true });
    await expect(writeOnce(steps({ write: async () => Promise.reject(new Error('unique')), find: async () => row }))).resolves.toEqual({ answer: 'again:first', replayed: true });
  });

  it('refuses the key with another request: IDEMPOTENCY_KEY_REUSED', async () => {
    await expect(writeOnce(steps({ earlier: { ...row, requestHash: requestHashOf({ items: [2] }) } }))).rejects.toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('gives the write’s own error when the key wrote nothing, or when the failure cannot be a retry', async () => {
    const refusal = new Error('NOT_ENOUGH');
    await expect(writeOnce(steps({ write: async () => Promise.reject(refusal) }))).rejects.toBe(refusal);
    await expect(writeOnce(steps({ write: async () => Promise.reject(refusal), find: async () => Promise.reject(new Error('db down')) }))).rejects.toBe(refusal);
    const notRetry = steps({ write: async () => Promise.reject(refusal), find: vi.fn(async () => row), mayBeRetry: () => false });
    await expect(writeOnce(notRetry)).rejects.toBe(refusal);
    expect(notRetry.find).not.toHaveBeenCalled();
  });

  it('needs a key', () => {
    expect(() => requireIdempotencyKey(null)).toThrow(expect.objectContaining({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' }));
    expect(requireIdempotencyKey('k')).toBe('k');
  });
});
