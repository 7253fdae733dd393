import { useState } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/**
 * The one-time recovery codes, shown once: the server keeps only their hashes. Each code signs the
 * admin in once in place of an authenticator code.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => {
        setCopied('yes');
      },
      () => {
        setCopied('failed');
      },
    );
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h3 id="recovery-codes-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound className="size-5" aria-hidden="true" />
        Your recovery codes
      </h3>
      <Alert variant="warning">
        <p>
          Save these codes somewhere safe now, such as a password manager: they will not be shown again. If
          you lose your phone, each code signs you in once in place of a code from the app.
        </p>
      </Alert>
      <ol
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy the codes
        </Button>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
        <p role="status" className="text-sm text-slate-700">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Copying failed: select and copy them instead.'
              : ''}
        </p>
      </div>
    </section>
  );
}
