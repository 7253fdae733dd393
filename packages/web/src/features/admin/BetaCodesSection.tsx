import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetaCode } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { listBetaCodes, revokeBetaCode } from './admin-api';
import { betaCodeStatus, type BetaCodeStatus } from './beta-code-status';
import { CreateBetaCodeForm } from './CreateBetaCodeForm';

const statusBadge: Record<
  BetaCodeStatus,
  { label: string; variant: 'success' | 'neutral' | 'warning' | 'danger' }
> = {
  active: { label: 'Active', variant: 'success' },
  'used up': { label: 'Used up', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'warning' },
  revoked: { label: 'Revoked', variant: 'danger' },
};

/** The table's visible column headings; the Revoke column's heading, for screen readers only, follows them. */
const columns = ['Code', 'Uses', 'Expires', 'Status'] as const;

/** Beta codes give a guest unlimited uploads (01-patient-area.md §6). Admins list, create and revoke them. */
export function BetaCodesSection() {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New beta code</CardTitle>
          <CardDescription>
            A guest who enters a valid code gets unlimited uploads for their session.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateBetaCodeForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Beta codes</CardTitle>
        </CardHeader>
        <CardContent>
          <BetaCodeList />
        </CardContent>
      </Card>
    </div>
  );
}

function BetaCodeList() {
  const codes = useQuery({ queryKey: queryKeys.admin.betaCodes, queryFn: listBetaCodes, staleTime: 0 });
  const [revoking, setRevoking] = useState<BetaCode | null>(null);

  if (codes.isPending) return <Spinner label="Loading beta codes" showLabel />;
  if (codes.isError) {
    return (
      <Alert variant="error" role="alert">
        <p>{errorMessage(codes.error, 'Could not load the beta codes.')}</p>
      </Alert>
    );
  }
  if (codes.data.length === 0) return <p className="text-slate-700">No beta codes yet.</p>;

  return (
    <>
      {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
      <div className="overflow-x-auto" role="region" aria-label="Beta codes" tabIndex={0}>
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Beta codes</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                  {column}
                </th>
              ))}
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.map((code) => {
              const status = betaCodeStatus(code);
              return (
                <tr key={code.id} className="border-b border-slate-100 last:border-0">
                  <td className="py-3 pr-4 font-mono font-medium text-slate-900">{code.code}</td>
                  <td className="py-3 pr-4 text-slate-700">
                    {code.uses} of {code.maxUses ?? 'unlimited'}
                  </td>
                  <td className="py-3 pr-4 text-slate-700">{formatDate(code.expiresAt)}</td>
                  <td className="py-3 pr-4">
                    <Badge variant={statusBadge[status].variant}>{statusBadge[status].label}</Badge>
                  </td>
                  <td className="py-3 text-right">
                    {status === 'revoked' ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={`Revoke ${code.code}`}
                        onClick={() => {
                          setRevoking(code);
                        }}
                      >
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RevokeDialog
        code={revoking}
        onClose={() => {
          setRevoking(null);
        }}
      />
    </>
  );
}

function RevokeDialog({ code, onClose }: { code: BetaCode | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeBetaCode,
    onSuccess: async () => {
      toast({
        title: 'Beta code revoked',
        description: `${code?.code ?? 'The code'} can no longer be applied.`,
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.betaCodes });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not revoke the code',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>Revoke {code?.code}?</DialogTitle>
        <DialogDescription>
          Guests will no longer be able to apply this code. This cannot be undone.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() => {
              if (code) revoke.mutate(code.id);
            }}
          >
            {revoke.isPending ? 'Revoking…' : 'Revoke code'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
