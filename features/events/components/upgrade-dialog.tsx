import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { UpgradeNotice, type UpgradeReason } from '@/features/entitlements';

/**
 * What an action offered in a menu shows when the plan does not allow it: the action's title, why, and the link to
 * the plan that does (focused first), instead of a form the server would refuse.
 */
export function UpgradeDialog({ open, title, reason, closeLabel, onClose }: { open: boolean; title: string; reason: UpgradeReason; closeLabel: string; onClose: () => void }) {
  const dialogRef = useModalDialog(open, 'a');
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <UpgradeNotice reason={reason} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {closeLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
