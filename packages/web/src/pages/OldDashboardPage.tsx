import { MovedRedirect } from '@/features/demo/MovedRedirect';

export default function OldDashboardPage() {
  return (
    <MovedRedirect
      to="/dashboard"
      note="The older dashboard layout is gone: this is the current dashboard."
    />
  );
}
