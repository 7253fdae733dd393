import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';

/** What goes with the account (01-patient-area.md §2: documents, account info, consent records, activity logs). */
export const deletedWithAccount = [
  'All your documents, their stored files and their analyses',
  'Your account information (name, e-mail, password)',
  'Your consent records',
  'Your activity logs',
] as const;

export function DeleteAccountDialog({ deleting, onConfirm }: { deleting: boolean; onConfirm: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This cannot be undone. Everything below is permanently deleted and you will be signed out.
        </DialogDescription>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {deletedWithAccount.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting...' : 'Delete Account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
