import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { DatabaseZap, PackagePlus } from 'lucide-react';
import { CODE_TARGET_TOTAL } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { numberFormat, percentOfTarget } from './code-helpers';
import { AdminSignInNote } from './controls';
import { queryKeys } from '@/lib/query-keys';
import { runSeed, SeedError, type SeedKind } from './seed-api';
import { useAdminPresent } from './use-admin-present';
import { useCodeCounts } from './use-code-counts';

/** 03-feature-pages.md §4: counts refresh 3 seconds after a seed call. */
const REFRESH_AFTER_MS = 3_000;

/** 03-feature-pages.md §2.2 Manage: load the staged release files into the database. */
export function ManageTab() {
  const { isAdmin, isChecking } = useAdminPresent();
  if (isChecking) return <Spinner label="Checking for an admin session" showLabel />;
  if (!isAdmin) {
    return (
      <AdminSignInNote>
        Seeding loads the official code sets into the shared database, so it needs an administrator. Sign in
        as an administrator in this browser to manage the codes.
      </AdminSignInNote>
    );
  }
  return <SeedActions />;
}

function SeedActions() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const counts = useCodeCounts();
  const [busy, setBusy] = useState<SeedKind | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );
  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const total = counts.data?.total ?? 0;
  const seed = async (kind: SeedKind) => {
    setBusy(kind);
    toast({
      title: 'Database Seeding Started',
      description:
        kind === 'fast'
          ? 'Loading the staged code sets. This can take up to a minute.'
          : 'Adding up to 10,000 codes.',
    });
    try {
      const result = await runSeed(kind);
      toast({ title: 'Database Seeded', description: result.message });
    } catch (error) {
      if (error instanceof SeedError && error.status === 401) {
        // 03-feature-pages.md §4: on 401, say so and go to the sign-in after a second; here that is the admin's.
        toast({
          variant: 'destructive',
          title: 'Authentication Required',
          description: 'Please sign in as an administrator again.',
        });
        later(() => {
          navigate('/admin/login');
        }, 1_000);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Seeding Failed',
        description: error instanceof Error ? error.message : 'Failed to seed database',
      });
    } finally {
      setBusy(null);
      later(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.codes.all });
      }, REFRESH_AFTER_MS);
    }
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Seed the database</CardTitle>
          <CardDescription>
            Loads the official code sets staged on the server (ICD-10-CM, ICD-10-PCS, HCPCS, CPT code numbers,
            DRG and revenue codes). Loading the same release again changes nothing.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            disabled={busy !== null}
            onClick={() => {
              void seed('fast');
            }}
          >
            <DatabaseZap aria-hidden="true" />
            {busy === 'fast' ? 'Seeding…' : 'Seed Database'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Add a batch</CardTitle>
          <CardDescription>
            Adds the next 10,000 codes from the staged files, towards {numberFormat.format(CODE_TARGET_TOTAL)}
            . {counts.data ? `${numberFormat.format(total)} codes now.` : null}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              void seed('large-batch');
            }}
          >
            <PackagePlus aria-hidden="true" />
            {busy === 'large-batch' ? 'Adding…' : `Add 10K Codes - ${percentOfTarget(total)} to 275K`}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
