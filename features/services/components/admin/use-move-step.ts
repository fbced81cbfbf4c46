import { useNotify } from '@/components/feedback/use-notify';
import { useMoveServiceRequest } from '../../api';
import type { MoveServiceRequestInput } from '../../schemas';
import type { ServiceRequestView } from '../../types';

/** Sends a step, then says so: the success in a toast, a refusal through the error catalogue (SERVICE_REQUEST_WRONG_STATUS…). */
export function useMoveStep() {
  const move = useMoveServiceRequest();
  const notify = useNotify();

  function send(request: ServiceRequestView, input: MoveServiceRequestInput, success: string, onDone: () => void) {
    move.mutate(
      { id: request.id, input },
      {
        onSuccess: () => {
          notify.success(success);
          onDone();
        },
        onError: (error) => notify.error(error, { operation: 'update' }),
      },
    );
  }

  return { send, pending: move.isPending };
}
