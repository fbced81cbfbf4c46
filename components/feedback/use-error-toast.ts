import { useEffect } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import type { CrudOperation } from '@/lib/errors/describe-error';

/** A query's failure shown once as a catalogue toast (the screen shows its own inline state as well). */
export function useErrorToast(error: unknown, operation: CrudOperation) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify.error(error, { operation });
    // notify is a new object each render; the toast is for each new error only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, operation]);
}
