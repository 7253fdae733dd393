import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { toast } from '@/components/ui/use-toast';

/** An older route that now opens its current screen, with one line saying why. */
export function MovedRedirect({ to, note }: { to: string; note: string }) {
  useEffect(() => {
    toast({ title: note });
  }, [note]);
  return <Redirect to={to} replace />;
}
