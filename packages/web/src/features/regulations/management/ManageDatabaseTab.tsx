import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Database, Link2 } from 'lucide-react';
import { regulationMessages as m } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { seedRegulations, validateRegulatoryLinks } from '../regulations-api';
import { linkToastDescription, seedToast } from '../regulations-view';

/** Spec 03 §2.3 Manage Database: a seed action and a link validation action (toasts of §8). */
export function ManageDatabaseTab() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  /**
   * Spec 03 §8: a 401 while seeding says 'Authentication Required' and moves on to sign in after 1 s. The
   * tools are an admin's, so the admin sign-in rather than the patients' /auth.
   */
  const signInAgain = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return false;
    toast({ variant: 'destructive', title: 'Authentication Required' });
    window.setTimeout(() => {
      navigate('/admin/login');
    }, 1000);
    return true;
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.regulations.all });
  const seed = useMutation({
    mutationFn: () => seedRegulations('batch'),
    onSuccess: async (result) => {
      toast(seedToast('batch', result));
      await refresh();
    },
    onError: (error) => {
      if (!signInAgain(error)) toast({ variant: 'destructive', title: m.seedFailed });
    },
  });
  const links = useMutation({
    mutationFn: validateRegulatoryLinks,
    onSuccess: async (result) => {
      if (result.success) {
        toast({
          title: m.linksValidated,
          description: linkToastDescription(result.totalChecked, result.updated, result.broken),
        });
      } else {
        toast({ variant: 'destructive', title: m.linksFailed, description: result.message });
      }
      await refresh();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.linksFailed });
    },
  });
  const busy = seed.isPending || links.isPending;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Seed the database</CardTitle>
          <CardDescription>
            Adds the next batch of regulations from ClearBill&apos;s checked library that are not loaded yet.
            Run it again for more; when all are loaded it says so.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            disabled={busy}
            onClick={() => {
              seed.mutate();
            }}
          >
            {seed.isPending ? <Spinner label="Seeding" /> : <Database aria-hidden="true" />}
            {seed.isPending ? 'Seeding…' : 'Seed Database'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Validate links</CardTitle>
          <CardDescription>
            Checks that each regulation&apos;s official text still answers, and records the result and the
            time.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <div>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                links.mutate();
              }}
            >
              {links.isPending ? <Spinner label="Checking links" /> : <Link2 aria-hidden="true" />}
              {links.isPending ? 'Validating…' : 'Validate Links'}
            </Button>
          </div>
          {links.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              Checking every link; this can take a minute or two.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
