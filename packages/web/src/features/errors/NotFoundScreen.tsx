import { Link } from 'wouter';
import { messages } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The screen for an address that no route matches. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{messages.notFoundTitle}</h1>
      <p className="text-slate-700">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild>
        <Link href="/">Go to the home page</Link>
      </Button>
    </div>
  );
}
