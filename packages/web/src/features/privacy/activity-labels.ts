import type { ActivityEvent } from '@clearbill/shared';

/** Plain words for the audit actions a patient can see; unknown ones fall back to a readable form. */
const labels: Record<string, string> = {
  'account.create': 'Account created',
  'session.create': 'Signed in',
  'session.revoke': 'Signed out',
  'document.uploaded': 'Document uploaded',
  'document.viewed': 'Document viewed',
  'document.text_viewed': 'Document text viewed for review',
  'document.confirmed': 'Personal information removal confirmed',
  'document.original_deleted': 'Original file deleted',
  'document.deleted': 'Document deleted',
  'document.expired_deleted': 'Document deleted when its retention time ended',
  'document.adopted_from_guest': 'Guest upload moved into your account',
  'redaction.added': 'Extra personal information marked for removal',
  'analysis.viewed': 'Analysis viewed',
  'analysis.saved': 'Analysis saved',
  'analysis.report_downloaded': 'Analysis report downloaded',
  'consent.granted': 'Consent given',
  'consent.withdrawn': 'Consent withdrawn',
  'consent.processing_data_deleted': 'Documents and analyses deleted after data processing was withdrawn',
  'gdpr.data_access': 'Data exported',
  'deadlines.viewed': 'Deadlines viewed',
  'deadlines.calendar_downloaded': 'Deadlines calendar downloaded',
  'dashboard.viewed': 'Dashboard viewed',
  'analytics.viewed': 'Savings analytics viewed',
};

const consentNames: Record<string, string> = {
  data_processing: 'data processing',
  research_use: 'research use',
  communications: 'communications',
};

/** "Consent withdrawn: research use", "Document viewed", "Something else happened" -> readable. */
export function activityLabel(event: Pick<ActivityEvent, 'action' | 'resource' | 'resourceId'>): string {
  const base = labels[event.action] ?? readable(event.action);
  if (event.resource === 'consent' && event.resourceId && consentNames[event.resourceId]) {
    return `${base}: ${consentNames[event.resourceId]}`;
  }
  return base;
}

function readable(action: string): string {
  const words = action.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Activity';
}

export const actorLabels: Record<ActivityEvent['actor'], string> = {
  you: 'You',
  guest: 'You, as a guest',
  admin: 'An administrator',
  system: 'ClearBill (automatic)',
};
