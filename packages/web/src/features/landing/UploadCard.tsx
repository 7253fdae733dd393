import { Link } from 'wouter';
import { FileUp } from 'lucide-react';
import { limits } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { useAuth } from '@/features/auth/use-auth';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** What the visitor can upload right now, from the real guest session when there is one. */
function useUploadAllowance(): string {
  const { user, guest } = useAuth();
  if (user) return 'Uploads included with your account';
  if (guest) {
    if (guest.hasUnlimitedAccess || guest.uploadsRemaining === null)
      return 'Unlimited uploads with your beta code';
    return `${plural(guest.uploadsRemaining, 'free upload')} left`;
  }
  return `${plural(limits.guestUploads, 'free upload')}, no account needed`;
}

export function UploadCard() {
  const allowance = useUploadAllowance();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">Upload a bill</CardTitle>
          <Badge variant="brand">{allowance}</Badge>
        </div>
        <CardDescription>A bill, an explanation of benefits or a denial letter.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center">
          <FileUp className="size-8 text-brand-700" aria-hidden="true" />
          <p className="font-medium text-slate-900">Clear photos or scans work best</p>
          <p className="text-sm text-slate-600">PDF, JPEG, PNG, DICOM (.dcm), DOCX • Up to 10MB each</p>
        </div>
        <Button asChild>
          <Link href="/upload">Start an upload</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
