import { useEffect, useRef, useState } from 'react';

/** How long the receipt stays before the register goes back to a new sale, when nobody touches its options. */
export const RECEIPT_SECONDS = 8;

/**
 * Counts down a second at a time and then calls `onDone`, unless `hold()` was called first: at the rush the next
 * customer is waiting, but a customer typing an e-mail address or scanning the QR code must not lose the receipt.
 */
export function useAutoReturn(onDone: () => void, seconds = RECEIPT_SECONDS) {
  const [left, setLeft] = useState(seconds);
  const [held, setHeld] = useState(false);
  // The latest callback, so that a parent re-rendering with a new function neither restarts nor loses the count.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (held) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const tick = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [held, left]);

  return { left, held, hold: () => setHeld(true) };
}
