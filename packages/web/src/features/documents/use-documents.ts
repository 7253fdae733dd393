import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { deleteDocument, fetchDocuments } from './documents-api';

export const DOCUMENTS_PAGE_SIZE = 10;

export function useDocumentPage(page: number) {
  return useQuery({
    queryKey: queryKeys.documents.page(page, DOCUMENTS_PAGE_SIZE),
    queryFn: ({ signal }) => fetchDocuments(page, DOCUMENTS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    // New uploads arrive from other screens: fetched on each visit.
    staleTime: 0,
  });
}

/** Deletes a document with its analysis; every list and figure that counted it is fetched again. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      toast({ title: 'Document deleted', description: 'The document and its analysis are gone.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analyses.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.letters.all }),
      ]);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not delete the document',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
}
