import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { authPathWithRedirect } from '@/lib/safe-redirect';

const kinds = [
  'Appeals of denied claims',
  'Disputes over billing errors',
  'Requests for prior authorization',
] as const;

export function LetterCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h3">Letters that say it clearly</CardTitle>
        <CardDescription>Turn what you found into a letter to your insurer or provider.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="flex flex-1 flex-col gap-3">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-3 text-slate-700">
              <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {kind}
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary">
          <Link href={authPathWithRedirect('/letters')}>Try Letter Generator</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
