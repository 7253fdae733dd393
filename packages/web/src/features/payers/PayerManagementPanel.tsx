import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Database, Link2, PlusCircle, RefreshCw } from 'lucide-react';
import { payerMessages as m } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { expandPayerDocs, seedPayerDocs, validatePayerUrls } from './payers-api';

/** The Database Management panel of the Payer Docs tab (spec 02 §2), with the toasts of §8 verbatim. */
export function PayerManagementPanel({ notYetLoaded }: { notYetLoaded: number | null }) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.payerStats });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'payer-documents'] });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'payer-document'] });
  };
  const seed = useMutation({
    mutationFn: seedPayerDocs,
    onSuccess: async (data) => {
      toast({ title: m.seeded, description: data.message });
      await refresh();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.seedFailedTitle,
        description: errorMessage(error, m.seedFailed),
      });
    },
  });
  const validate = useMutation({
    mutationFn: validatePayerUrls,
    onSuccess: async (data) => {
      if (data.success) {
        toast({
          title: m.validated,
          description: `${data.validated} valid URLs; ${data.removed} broken URLs removed from patients' letters (kept here, flagged).`,
        });
      } else {
        toast({ variant: 'destructive', title: m.validateFailedTitle, description: data.message });
      }
      await refresh();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.validateFailedTitle,
        description: errorMessage(error, m.validateFailed),
      });
    },
  });
  const expand = useMutation({
    mutationFn: expandPayerDocs,
    onSuccess: async (data) => {
      toast({ title: m.expanded, description: data.message });
      await refresh();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.expandFailed,
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
  const busy = seed.isPending || validate.isPending || expand.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Database Management</CardTitle>
        <CardDescription>
          Seeding loads the national payers&apos; documents from our checked library; Expand adds the rest
          {notYetLoaded !== null ? ` (${notYetLoaded} not loaded yet)` : ''}. Loading never changes a document
          already there. Validate URLs checks every page; a page found gone is flagged and no longer cited in
          patients&apos; letters, never deleted.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              seed.mutate();
            }}
            disabled={busy}
          >
            {seed.isPending ? <Spinner label="Seeding" /> : <Database aria-hidden="true" />}
            Seed Payer Documentation Database
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              void refresh();
            }}
            disabled={busy}
          >
            <RefreshCw aria-hidden="true" />
            Refresh Statistics
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              validate.mutate();
            }}
            disabled={busy}
          >
            {validate.isPending ? <Spinner label="Checking links" /> : <Link2 aria-hidden="true" />}
            Validate URLs
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              expand.mutate();
            }}
            disabled={busy}
          >
            {expand.isPending ? <Spinner label="Expanding" /> : <PlusCircle aria-hidden="true" />}
            Expand Database
          </Button>
        </div>
        {validate.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Checking every document page; this can take a minute or two.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
