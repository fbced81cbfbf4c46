import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** A submit button that says it is working while its request runs, and cannot be pressed twice. */
export function SubmitButton({ pending, label, pendingLabel, ...props }: ComponentProps<typeof Button> & { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} {...props}>
      {pending && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
