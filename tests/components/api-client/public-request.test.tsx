import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { usePublicRead, usePublicSend } from '@/lib/api-client/use-public-request';

// The hooks keep the last answer per key for the whole page's life: each test asks under its own key.
let keys = 0;
const newKey = () => `/v1/test/${(keys += 1)}`;

/** Lets the pending promises settle and the timers up to `ms` run, inside act so that React renders what they set. */
const elapse = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePublicRead', () => {
  it('asks once mounted and gives the answer', async () => {
    const read = vi.fn().mockResolvedValue({ name: 'Rennes' });
    const key = newKey();
    const { result } = renderHook(() => usePublicRead({ key, read }));
    expect(result.current.data).toBeUndefined();
    await elapse();
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ data: { name: 'Rennes' }, isError: false, error: null });
  });

  it('asks nothing while its key is null (the router not ready, no token)', async () => {
    const read = vi.fn().mockResolvedValue({});
    const { result } = renderHook(() => usePublicRead({ key: null, read }));
    await elapse(10_000);
    expect(read).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
  });

  it('shows the server-rendered data at once, then the answer to asking again', async () => {
    const read = vi.fn().mockResolvedValue({ stock: 2 });
    const key = newKey();
    const { result } = renderHook(() => usePublicRead({ key, read, initialData: { stock: 5 } }));
    expect(result.current.data).toEqual({ stock: 5 });
    await elapse();
    expect(result.current.data).toEqual({ stock: 2 });
  });

  it('starts a screen opened again from the last answer to the same request', async () => {
    const key = newKey();
    const first = renderHook(() => usePublicRead({ key, read: () => Promise.resolve({ stock: 3 }) }));
    await elapse();
    first.unmount();
    const { result } = renderHook(() => usePublicRead({ key, read: () => new Promise<{ stock: number }>(() => {}) }));
    expect(result.current.data).toEqual({ stock: 3 });
  });

  it('does not retry a refusal: the ApiError is the error at once, for the screen to word', async () => {
    const read = vi.fn().mockRejectedValue(new ApiError(404, { errorCode: 'NOT_FOUND' }));
    const key = newKey();
    const { result } = renderHook(() => usePublicRead({ key, read }));
    await elapse(10_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it('retries a server failure twice, 1 s then 2 s later, before giving up; refetch asks again', async () => {
    const read = vi.fn().mockRejectedValue(new ApiError(503, null));
    const key = newKey();
    const { result } = renderHook(() => usePublicRead({ key, read }));
    await elapse();
    expect(read).toHaveBeenCalledTimes(1);
    await elapse(1000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current.isError).toBe(false);
    await elapse(2000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(result.current.isError).toBe(true);

    read.mockResolvedValueOnce({ ok: true });
    act(() => result.current.refetch());
    await elapse();
    expect(read).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ data: { ok: true }, isError: false });
  });

  it('polls while the answer says so, and stops once it no longer does', async () => {
    const read = vi
      .fn<(signal: AbortSignal) => Promise<{ status: string }>>()
      .mockResolvedValueOnce({ status: 'inProgress' })
      .mockResolvedValueOnce({ status: 'inProgress' })
      .mockResolvedValue({ status: 'paid' });
    const key = newKey();
    const { result } = renderHook(() => usePublicRead({ key, read, pollWhile: (order) => order.status === 'inProgress', pollMs: 3000 }));
    await elapse();
    expect(result.current.data).toEqual({ status: 'inProgress' });
    await elapse(2999);
    expect(read).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(read).toHaveBeenCalledTimes(2);
    await elapse(3000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(result.current.data).toEqual({ status: 'paid' });
    await elapse(30_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops asking once unmounted', async () => {
    const read = vi.fn().mockResolvedValue({ status: 'inProgress' });
    const key = newKey();
    const { unmount } = renderHook(() => usePublicRead({ key, read, pollWhile: () => true, pollMs: 3000 }));
    await elapse();
    unmount();
    await elapse(30_000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('usePublicSend', () => {
  it('is pending while the request runs and resolves with the answer', async () => {
    let answer!: (value: { id: string }) => void;
    const send = vi.fn(() => new Promise<{ id: string }>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => usePublicSend(send));
    let sent!: Promise<{ id: string }>;
    act(() => {
      sent = result.current.mutateAsync({ quantity: 2 });
    });
    expect(result.current.isPending).toBe(true);
    expect(send).toHaveBeenCalledWith({ quantity: 2 });
    await act(async () => answer({ id: 'order-1' }));
    await expect(sent).resolves.toEqual({ id: 'order-1' });
    expect(result.current.isPending).toBe(false);
  });

  it('rejects with the refusal, keeps it as its error, and is never retried', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(409, { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0'] }));
    const { result } = renderHook(() => usePublicSend(send));
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.mutateAsync({});
    });
    await act(() => expect(sent).rejects.toMatchObject({ errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0'] }));
    await elapse(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ isPending: false, error: { status: 409 } });
  });
});
