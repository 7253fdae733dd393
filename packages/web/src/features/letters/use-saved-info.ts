import { useCallback, useEffect, useState } from 'react';
import {
  browserStorage,
  clearInfo,
  defaultRetentionHours,
  extendInfo,
  readInfo,
  saveInfo,
  saveFailedAlert,
  savedInfoRefreshMs,
  type RetentionHours,
  type SaveOutcome,
  type SavedInfo,
} from './saved-info';

export interface SavedInfoApi {
  saved: SavedInfo | null;
  now: number;
  retention: RetentionHours;
  setRetention: (hours: RetentionHours) => void;
  save: (values: Record<string, unknown>) => void;
  extend: () => void;
  clear: () => void;
}

/**
 * The browser-saved details with their countdown: read on mount and every 60 s (expiry checked on each read,
 * 01-patient-area.md §4); a refused write shows the spec's alert (§8).
 */
export function useSavedInfo(): SavedInfoApi {
  const [now, setNow] = useState(() => Date.now());
  const [saved, setSaved] = useState<SavedInfo | null>(() => {
    const storage = browserStorage();
    return storage ? readInfo(storage, Date.now()) : null;
  });
  const [retention, setRetention] = useState<RetentionHours>(defaultRetentionHours);

  const refresh = useCallback(() => {
    const at = Date.now();
    const storage = browserStorage();
    setNow(at);
    setSaved(storage ? readInfo(storage, at) : null);
  }, []);

  useEffect(() => {
    const timer = window.setInterval(refresh, savedInfoRefreshMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [refresh]);

  const apply = useCallback((outcome: SaveOutcome) => {
    if (outcome.ok) setSaved(outcome.saved);
    else window.alert(outcome.message);
  }, []);

  const save = useCallback(
    (values: Record<string, unknown>) => {
      const storage = browserStorage();
      const at = Date.now();
      setNow(at);
      apply(storage ? saveInfo(storage, values, retention, at) : { ok: false, message: saveFailedAlert });
    },
    [apply, retention],
  );

  const extend = useCallback(() => {
    const storage = browserStorage();
    const at = Date.now();
    setNow(at);
    if (storage) apply(extendInfo(storage, at));
  }, [apply]);

  const clear = useCallback(() => {
    const storage = browserStorage();
    if (storage) clearInfo(storage);
    setSaved(null);
  }, []);

  return { saved, now, retention, setRetention, save, extend, clear };
}
