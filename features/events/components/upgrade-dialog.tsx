import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { UpgradeNotice, type UpgradeReason } from '@/features/entitlements';

/**
 * What an action offered in a menu shows when the plan does not allow it: the action's title, why, and the link to
 * the plan that does (focused first), instead of a form the server would refuse.
 */
export function UpgradeDialog({ open, title, reason, closeLabel, onClose }: { open: boolean; title: string; reason: UpgradeReason; closeLabel: string; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      focusFirst="a"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      <UpgradeNotice reason={reason} />
    </ModalDialog>
  );
}
