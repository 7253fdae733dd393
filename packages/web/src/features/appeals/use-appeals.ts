import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterTrackingUpdate } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { saveFile } from '@/features/analysis/analysis-api';
import { fetchMyLetters, updateTracking } from '@/features/letters/letters-api';
import { downloadCalendar, fetchDeadlines } from './appeals-api';

export function useDeadlines() {
  return useQuery({
    queryKey: queryKeys.letters.deadlines,
    queryFn: ({ signal }) => fetchDeadlines(signal),
  });
}

export function useMyLetters() {
  return useQuery({ queryKey: queryKeys.letters.mine, queryFn: ({ signal }) => fetchMyLetters(signal) });
}

/** Marks a letter sent or records its answer; the letters group (deadlines included) is refetched. */
export function useTrackingUpdate(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: LetterTrackingUpdate }) => updateTracking(id, update),
    onSuccess: async (_letter, { update }) => {
      toast({
        title: update.status === 'sent' ? 'Letter marked as sent' : 'Answer recorded',
        description:
          update.status === 'sent'
            ? "The plan's answer is now on your list of deadlines."
            : 'Your deadlines are updated with what to do next.',
      });
      onDone();
      await queryClient.invalidateQueries({ queryKey: queryKeys.letters.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not update the letter',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
}

export function useCalendarDownload() {
  return useMutation({
    mutationFn: downloadCalendar,
    onSuccess: (file) => {
      saveFile(file);
      toast({
        title: 'Calendar file downloaded',
        description: 'Open it to add your deadlines, with a reminder 7 days before each, to your calendar.',
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not download the calendar',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
}
