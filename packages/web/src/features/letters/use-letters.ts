import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { letterMessages, type GenerateLetterRequest, type LetterTrackingUpdate } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import {
  deleteLetter,
  downloadLetter,
  fetchLetterCategories,
  fetchLetterDraft,
  fetchLetterTemplates,
  fetchMyLetters,
  generateLetter,
  updateTracking,
  type LetterFormat,
  type TemplateFilters,
} from './letters-api';
import { dayText } from './letters-view';

const allTemplates: TemplateFilters = { categoryId: 'all', complexityLevel: 'all', search: '' };

export function useLetterCategories() {
  return useQuery({
    queryKey: queryKeys.letters.categories,
    queryFn: ({ signal }) => fetchLetterCategories(signal),
  });
}

export function useLetterTemplates(filters: TemplateFilters = allTemplates) {
  return useQuery({
    queryKey: queryKeys.letters.templates(filters),
    queryFn: ({ signal }) => fetchLetterTemplates(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyLetters() {
  return useQuery({ queryKey: queryKeys.letters.mine, queryFn: ({ signal }) => fetchMyLetters(signal) });
}

export function useLetterDraft(documentId: string | null) {
  return useQuery({
    queryKey: queryKeys.letters.draft(documentId ?? ''),
    queryFn: ({ signal }) => fetchLetterDraft(documentId ?? '', signal),
    enabled: documentId !== null && documentId !== '',
  });
}

/** Generating, deleting and tracking change My Letters, the templates' usage and /appeals: the whole group. */
export function useLetterMutations({
  onGenerated,
  onFailed,
}: {
  onGenerated: () => void;
  onFailed: () => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.letters.all });

  const generate = useMutation({
    mutationFn: (body: GenerateLetterRequest) => generateLetter(body),
    onSuccess: (response) => {
      toast({ title: letterMessages.generatedTitle, description: response.message });
      onGenerated();
      void refresh();
    },
    onError: (error) => {
      onFailed();
      toast({
        title: letterMessages.generationFailedTitle,
        description: errorMessage(error, letterMessages.generationFailedDefault),
        variant: 'destructive',
      });
    },
  });

  const download = useMutation({
    mutationFn: ({ id, format }: { id: string; format: LetterFormat }) => downloadLetter(id, format),
    onSuccess: (fileName) => {
      toast({ title: letterMessages.downloadStarted, description: fileName });
      void refresh();
    },
    onError: () => {
      toast({
        title: letterMessages.downloadFailedTitle,
        description: letterMessages.downloadFailedBody,
        variant: 'destructive',
      });
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteLetter(id),
    onSuccess: () => {
      toast({ title: 'Letter Deleted', description: 'The letter and the details in it are gone.' });
      void refresh();
    },
    onError: (error) => {
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'The letter could not be deleted. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const track = useMutation({
    mutationFn: ({ id, update }: { id: string; update: LetterTrackingUpdate }) => updateTracking(id, update),
    onSuccess: (letter) => {
      toast({
        title: letter.status === 'sent' ? 'Marked as Sent' : 'Answer Recorded',
        description:
          letter.status === 'sent' && letter.response_due
            ? `An answer is due by ${dayText(letter.response_due)}. It is on your Appeals page.`
            : 'Your Appeals page is up to date.',
      });
      void refresh();
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'The letter could not be updated. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return { generate, download, remove, track };
}
