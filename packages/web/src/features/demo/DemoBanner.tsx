import { FlaskConical } from 'lucide-react';
import { useAuth } from '@/features/auth/use-auth';
import { useSessionInfo } from './use-demo';

/** A line above every screen while the demo account is signed in: its data is made up. */
export function DemoBanner() {
  const { user } = useAuth();
  const session = useSessionInfo(user !== null);
  if (!user || !session.data?.demo) return null;
  return (
    <p
      role="note"
      className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      You are in the demo account: every document in it is made-up sample data.
    </p>
  );
}
