import { BackToDashboard } from './ListParts';
import { UsersTab } from './UsersTab';

/** /admin/users: the Users tab on a page of its own, with the way back. */
export function UsersScreen() {
  return (
    <div className="flex flex-col gap-6">
      <BackToDashboard />
      <h1 className="text-2xl font-semibold text-slate-900">User Management</h1>
      <UsersTab />
    </div>
  );
}
