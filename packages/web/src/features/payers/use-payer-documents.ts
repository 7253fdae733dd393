import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { payerMessages } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { fetchPayerDocuments } from './payers-api';

/** The payer documents list, with the spec's toast when the fetch fails (02 §8). */
export function usePayerDocuments(search: string, payerName = 'all', enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.admin.payerDocuments(search, payerName),
    queryFn: () => fetchPayerDocuments(search, payerName),
    enabled,
    staleTime: 0,
  });
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (query.isError && toasted.current !== query.error) {
      toasted.current = query.error;
      toast({
        variant: 'destructive',
        title: payerMessages.fetchFailedTitle,
        description: payerMessages.fetchFailed,
      });
    }
  }, [query.isError, query.error]);
  return query;
}
