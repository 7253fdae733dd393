import { Link } from 'wouter';
import { Sparkles, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/Dialog';
import { signUpHref } from './analysis-view';

/** The server's invitation (a guest's 403 on save or report), with the way to accept it. */
export function AccountPromptDialog({
  message,
  returnTo,
  onClose,
}: {
  message: string | null;
  returnTo: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>Create a free account</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
        <p className="mt-3 text-sm text-slate-700">
          Your analysis moves to your new account, so nothing is lost.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Not now</Button>
          </DialogClose>
          <Button asChild>
            <Link href={signUpHref(returnTo)}>
              <UserPlus aria-hidden="true" />
              Create a free account
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A calm note for guests: what the free preview leaves out, and how to get it. */
export function LimitedAnalysisPromo({ returnTo }: { returnTo: string }) {
  return (
    <section
      aria-labelledby="full-analysis-heading"
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <Sparkles className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="full-analysis-heading" className="font-semibold text-brand-900">
          This is your free preview
        </h2>
        <p className="mt-1 text-sm text-brand-900">
          With a free account you also see the lines on your bill behind each issue and every recommendation,
          and you can download the report and save this analysis to your dashboard.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <Button asChild>
          <Link href={signUpHref(returnTo)}>
            <UserPlus aria-hidden="true" />
            See the full analysis
          </Link>
        </Button>
        <Link
          href={`/auth?redirect=${encodeURIComponent(returnTo)}`}
          className="text-center text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          I have an account
        </Link>
      </div>
    </section>
  );
}
