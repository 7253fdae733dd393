import type { WorkingLink } from '@/features/placeholder/NotBuiltPage';

/** Where a not-yet-built admin screen points: back to the dashboard, which works. */
export const adminLinks: WorkingLink[] = [{ href: '/admin/dashboard', label: 'Back to Dashboard' }];
