import type { AppealValues } from './appeal-letter';
import type { SavedInfoValues } from './saved-info';

/** What an analysis gives the appeal form (never personal: the analysis works on de-identified data). */
export interface AppealFacts {
  providerName?: string | undefined;
  dateOfService?: string | undefined;
  billAmount?: string | undefined;
  issueDescription?: string | undefined;
}

/** Browser-saved details as appeal fields (01-patient-area.md §3 names -> 03-feature-pages.md §2.6 names). */
export function appealFromSaved(saved: SavedInfoValues): Partial<AppealValues> {
  const out: Partial<AppealValues> = {};
  if (saved.patientName) out.patientName = saved.patientName;
  if (saved.address) out.patientAddress = saved.address;
  if (saved.phone) out.patientPhone = saved.phone;
  if (saved.memberId) out.memberID = saved.memberId;
  if (saved.providerName) out.providerName = saved.providerName;
  if (saved.dateOfService) out.dateOfService = saved.dateOfService;
  return out;
}

/** The appeal fields the browser may keep (the issue and the amount are not personal details: not kept). */
export function savedFromAppeal(values: AppealValues): SavedInfoValues {
  return {
    patientName: values.patientName,
    address: values.patientAddress,
    phone: values.patientPhone,
    memberId: values.memberID,
    providerName: values.providerName,
    dateOfService: values.dateOfService,
  };
}

/**
 * The form's starting values: the analysis' facts first for what the bill says (issue, amount, date, provider),
 * the browser-saved details for the person; a field nobody knows stays empty.
 */
export function initialAppeal(
  base: AppealValues,
  saved: SavedInfoValues | null,
  facts: AppealFacts | null,
): AppealValues {
  const out: AppealValues = { ...base, ...(saved ? appealFromSaved(saved) : {}) };
  if (facts) {
    for (const key of ['providerName', 'dateOfService', 'billAmount', 'issueDescription'] as const) {
      const value = facts[key]?.trim();
      if (value) out[key] = key === 'dateOfService' ? isoDate(value) : value;
    }
  }
  return out;
}

/** MM/DD/YYYY (as bills print dates) -> YYYY-MM-DD, which a date input holds; anything else unchanged. */
export function isoDate(value: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!us) return value;
  const [, month = '', day = '', year = ''] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
