/**
 * Browser-saved temporary data (01-patient-area.md §3 'Browser-saved temporary data', §4, §5, §9): the personal
 * details a patient types into a letter, kept in this browser only, for a retention the patient chooses. Pure
 * functions over a storage-like object and a clock, so expiry and limits are tested without a browser.
 */

/** The saved fields and their maximum lengths (01-patient-area.md §3). */
export const savedInfoLimits = {
  patientName: 50,
  address: 100,
  phone: 20,
  memberId: 30,
  accountNumber: 30,
  providerName: 50,
  insuranceCompany: 50,
  dateOfService: 20,
} as const;

export type SavedInfoField = keyof typeof savedInfoLimits;
export const savedInfoFields = Object.keys(savedInfoLimits) as SavedInfoField[];

export const savedInfoLabels: Record<SavedInfoField, string> = {
  patientName: 'Patient name',
  address: 'Address',
  phone: 'Phone',
  memberId: 'Member ID',
  accountNumber: 'Account number',
  providerName: 'Provider name',
  insuranceCompany: 'Insurance company',
  dateOfService: 'Date of service',
};

export type SavedInfoValues = Partial<Record<SavedInfoField, string>>;

export interface SavedInfo {
  values: SavedInfoValues;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
}

const HOUR = 60 * 60 * 1000;

/** 01-patient-area.md §9: 4 hours, 24 hours (default), 7 days. */
export const retentionChoices = [
  { hours: 4, label: '4 hours' },
  { hours: 24, label: '24 hours' },
  { hours: 168, label: '7 days' },
] as const;
export type RetentionHours = (typeof retentionChoices)[number]['hours'];
export const defaultRetentionHours: RetentionHours = 24;
/** 01-patient-area.md §4: Extend sets the expiry to 24 hours from now. */
export const extendHours = 24;
/** 01-patient-area.md §4: the card refreshes every 60 seconds. */
export const savedInfoRefreshMs = 60_000;

export const savedInfoStorageKey = 'clearbill.savedInfo';
/** 01-patient-area.md §8, verbatim. */
export const saveFailedAlert = 'Failed to save data to browser storage';

/** Nine digits, with or without dashes or spaces (01-patient-area.md §5): never saved. */
export function looksLikeSsn(value: string): boolean {
  return /^\d{3}[-\s]?\d{2}[-\s]?\d{4}$/.test(value.trim());
}

/**
 * What may be saved: known fields only, trimmed, cut to their maximum length, empty and SSN-looking values
 * dropped (a member ID made of nine digits is dropped too: the rule cannot tell them apart, and losing a
 * convenience is the safe side).
 */
export function sanitizeSavedValues(input: Record<string, unknown>): SavedInfoValues {
  const out: SavedInfoValues = {};
  for (const field of savedInfoFields) {
    const raw = input[field];
    if (typeof raw !== 'string') continue;
    const value = raw.trim().slice(0, savedInfoLimits[field]);
    if (value === '' || looksLikeSsn(value)) continue;
    out[field] = value;
  }
  return out;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type SaveOutcome = { ok: true; saved: SavedInfo | null } | { ok: false; message: string };

/** Saves the values with the chosen retention; nothing savable removes what was there. */
export function saveInfo(
  storage: StorageLike,
  input: Record<string, unknown>,
  retentionHours: RetentionHours,
  now: number,
): SaveOutcome {
  const values = sanitizeSavedValues(input);
  try {
    if (Object.keys(values).length === 0) {
      storage.removeItem(savedInfoStorageKey);
      return { ok: true, saved: null };
    }
    const saved: SavedInfo = { values, createdAt: now, expiresAt: now + retentionHours * HOUR };
    storage.setItem(savedInfoStorageKey, JSON.stringify(saved));
    return { ok: true, saved };
  } catch {
    return { ok: false, message: saveFailedAlert };
  }
}

/** Reads the saved data; expired, malformed or unreadable data reads as nothing (and expired data is removed). */
export function readInfo(storage: StorageLike, now: number): SavedInfo | null {
  let text: string | null;
  try {
    text = storage.getItem(savedInfoStorageKey);
  } catch {
    return null;
  }
  if (text === null) return null;
  const parsed = parseSaved(text);
  if (!parsed || parsed.expiresAt <= now) {
    clearInfo(storage);
    return null;
  }
  return parsed;
}

function parseSaved(text: string): SavedInfo | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const { createdAt, expiresAt, values } = record;
  if (typeof createdAt !== 'number' || typeof expiresAt !== 'number') return null;
  if (typeof values !== 'object' || values === null) return null;
  // Re-checked on read: data written by an older build or by hand obeys the same limits.
  return { createdAt, expiresAt, values: sanitizeSavedValues(values as Record<string, unknown>) };
}

/** 'Extend 24h': the expiry becomes 24 hours from now. */
export function extendInfo(storage: StorageLike, now: number): SaveOutcome {
  const current = readInfo(storage, now);
  if (!current) return { ok: true, saved: null };
  const saved: SavedInfo = { ...current, expiresAt: now + extendHours * HOUR };
  try {
    storage.setItem(savedInfoStorageKey, JSON.stringify(saved));
    return { ok: true, saved };
  } catch {
    return { ok: false, message: saveFailedAlert };
  }
}

export function clearInfo(storage: StorageLike): void {
  try {
    storage.removeItem(savedInfoStorageKey);
  } catch {
    // Storage unavailable: nothing can be read back either.
  }
}

/** '3 h 20 min left', '12 min left', 'less than a minute left'. */
export function timeRemaining(expiresAt: number, now: number): string {
  const minutes = Math.floor((expiresAt - now) / 60_000);
  if (minutes < 1) return 'less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min left`;
  if (hours >= 48) return `${Math.floor(hours / 24)} days ${hours % 24} h left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** The browser's localStorage, or null where it cannot be reached (some private modes). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
