import { messages } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';

// Sign-out ends with a full page load (01-patient-area.md §2), which would swallow a toast raised before it.
// A flag in sessionStorage carries the 'Logged out' notice across that load.
const KEY = 'clearbill.signedOut';

export function rememberSignOut(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // No session storage: the notice is skipped, the sign-out itself is not affected.
  }
}

export function showSignOutNoticeOnce(): void {
  try {
    if (window.sessionStorage.getItem(KEY) !== '1') return;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  toast({ title: messages.loggedOutTitle, description: messages.loggedOutBody });
}
