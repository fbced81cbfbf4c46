import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { useCreateServiceRequest } from '../api';
import type { CreateServiceRequestInput } from '../schemas';
import { refusedPaths } from './form-errors';

/**
 * What both request dialogs do on submit: check the input with the API's own schema (each refused field shows its
 * message), send it, say it was sent and close; a refusal from the server is told in the catalogue's words.
 */
export function useSendRequest(eventId: string, onClose: () => void) {
  const t = useTranslations('services.form');
  const notify = useNotify();
  const create = useCreateServiceRequest(eventId);
  const [errors, setErrors] = useState(new Set<string>());

  async function send<S extends z.ZodType<CreateServiceRequestInput>>(schema: S, input: unknown) {
    const parsed = schema.safeParse(input);
    setErrors(refusedPaths(parsed));
    if (!parsed.success) return;
    try {
      await create.mutateAsync(parsed.data);
      notify.success(t('sent'));
      onClose();
    } catch (error) {
      notify.error(error, { operation: 'create' });
    }
  }

  return { errors, pending: create.isPending, send };
}
