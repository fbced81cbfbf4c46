import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from './api-error';

// The spectator's pages make five calls (the shop's page, an order, a sandbox outcome, an order read again, a
// receipt) and no more: React Query (12 kB gzip) is the staff's, and these two hooks give those screens what they used
// of it, under the same names (data, error, isError, refetch; mutateAsync, isPending). docs/decisions.md, 2026-11-25.

/** A failure that asking again may mend (the network, a 5xx) is retried twice, after 1 s then 2 s; a refusal is final. */
const RETRIES = 2;
const retryDelay = (attempt: number) => 1000 * 2 ** attempt;
const worthRetrying = (error: unknown) => !(isApiError(error) && error.status < 500);

/**
 * The last answer to each request, so that a screen opened again (the checkout after the shop's page) starts from what
 * the phone already knows while it asks again.
 */
const lastAnswers = new Map<string, unknown>();

export interface PublicRead<T> {
  data: T | undefined;
  /** The last failure (an ApiError for a refusal), kept until an answer comes; the last data stays meanwhile. */
  error: unknown;
  isError: boolean;
  refetch: () => void;
}

export interface PublicReadOptions<T> {
  /** Null while the request cannot be made yet (router not ready, no token): nothing is asked. */
  key: string | null;
  read: (signal: AbortSignal) => Promise<T>;
  /** What the server rendered with; asked again all the same once mounted. */
  initialData?: T;
  /** Asked again every `pollMs` while the latest data says so (an order waiting for its payment). */
  pollWhile?: (data: T) => boolean;
  pollMs?: number;
}

/** A read, asked on mount and whenever its key changes, retried on failures worth it, and polled while told to. */
export function usePublicRead<T>({ key, read, initialData, pollWhile, pollMs = 3000 }: PublicReadOptions<T>): PublicRead<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown }>(() => ({
    key,
    data: initialData ?? (key && lastAnswers.has(key) ? (lastAnswers.get(key) as T) : undefined),
    error: null,
  }));
  const [round, setRound] = useState(0);
  // The latest functions, without asking again each time a screen renders new closures.
  const latest = useRef({ read, pollWhile });
  useEffect(() => {
    latest.current = { read, pollWhile };
  });

  // Another key is another request: what was known of the former one is not this one's.
  if (state.key !== key) setState({ key, data: key && lastAnswers.has(key) ? (lastAnswers.get(key) as T) : undefined, error: null });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      try {
        const data = await latest.current.read(controller.signal);
        if (controller.signal.aborted) return;
        lastAnswers.set(key, data);
        setState({ key, data, error: null });
        if (latest.current.pollWhile?.(data)) timer = setTimeout(() => void ask(0), pollMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (attempt < RETRIES && worthRetrying(error)) {
          timer = setTimeout(() => void ask(attempt + 1), retryDelay(attempt));
          return;
        }
        setState((previous) => ({ ...previous, error }));
        // Polling goes on through a failure while the last answer still calls for it, as the network comes back.
        const known = lastAnswers.get(key) as T | undefined;
        if (known !== undefined && latest.current.pollWhile?.(known)) timer = setTimeout(() => void ask(0), pollMs);
      }
    };
    void ask(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, round, pollMs]);

  const refetch = useCallback(() => setRound((value) => value + 1), []);
  return { data: state.data, error: state.error, isError: state.error !== null, refetch };
}

export interface PublicSend<Input, Output> {
  /** Resolves with the answer, or rejects with the failure (an ApiError for a refusal), which `error` keeps too. */
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
  error: unknown;
}

/** A write (an order, a payment's outcome): never retried by itself, since the spectator decides whether to try again. */
export function usePublicSend<Input, Output>(send: (input: Input) => Promise<Output>): PublicSend<Input, Output> {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  const mutateAsync = useCallback(async (input: Input) => {
    setPending(true);
    setError(null);
    try {
      return await latestSend.current(input);
    } catch (failure) {
      setError(failure);
      throw failure;
    } finally {
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending, error };
}
