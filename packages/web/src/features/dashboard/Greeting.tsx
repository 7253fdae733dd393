import { useAuth } from '@/features/auth/use-auth';
import { greetingName } from './greeting';

export function Greeting() {
  const { user } = useAuth();
  return <p className="mt-2 text-lg text-slate-700">Welcome, {greetingName(user)}.</p>;
}
