import { useId } from 'react';
import { Clock, HardDrive, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { inputClasses } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { cn } from '@/lib/utils';
import {
  retentionChoices,
  savedInfoFields,
  savedInfoLabels,
  timeRemaining,
  type RetentionHours,
} from './saved-info';
import type { SavedInfoApi } from './use-saved-info';

/**
 * 01-patient-area.md §2 'Saved-info card': what this browser keeps, for how long, 'Extend 24h' and
 * 'Delete Now' (after confirmation). `remember` switches saving on for the form beside it.
 */
export function SavedInfoCard({
  info,
  remember,
  onRememberChange,
}: {
  info: SavedInfoApi;
  remember: boolean;
  onRememberChange: (value: boolean) => void;
}) {
  const headingId = useId();
  const rememberId = useId();
  const retentionId = useId();
  const { saved } = info;
  const rows = saved ? savedInfoFields.filter((field) => saved.values[field]) : [];
  return (
    <Card role="region" aria-labelledby={headingId} className="self-start">
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-base">
          <HardDrive className="size-4 text-brand-700" aria-hidden="true" />
          Saved in this browser
        </CardTitle>
        <CardDescription>
          Your details stay on this device only, never on our servers, and are deleted when the time runs out.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-2">
          <input
            id={rememberId}
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={remember}
            onChange={(event) => {
              onRememberChange(event.target.checked);
            }}
          />
          <Label htmlFor={rememberId} className="font-normal">
            Remember my details in this browser
          </Label>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={retentionId}>Keep them for</Label>
          <select
            id={retentionId}
            className={cn(inputClasses, 'h-10')}
            value={info.retention}
            onChange={(event) => {
              info.setRetention(Number(event.target.value) as RetentionHours);
            }}
          >
            {retentionChoices.map((choice) => (
              <option key={choice.hours} value={choice.hours}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {saved && rows.length > 0 ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {rows.map((field) => (
                <div key={field} className="contents">
                  <dt className="text-slate-600">{savedInfoLabels[field]}</dt>
                  <dd className="truncate text-slate-900">{saved.values[field]}</dd>
                </div>
              ))}
            </dl>
            <p className="flex items-center gap-1.5 text-sm text-slate-700" role="status">
              <Clock className="size-4" aria-hidden="true" />
              {timeRemaining(saved.expiresAt, info.now)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={info.extend}>
                Extend 24h
              </Button>
              <DeleteNowDialog onConfirm={info.clear} />
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-600">Nothing is saved in this browser.</p>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteNowDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden="true" />
          Delete Now
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete the saved details?</DialogTitle>
        <DialogDescription>
          The details saved in this browser are removed now. Letters you already downloaded are not affected.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              Delete Now
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
