import { useCallback, useRef, useState } from 'react';
import {
  initialSession,
  sessionReducer,
  type SessionAction,
  type UploadSession,
} from './upload-session-state';

/**
 * The upload session's reducer, mirrored in a ref: async steps read the latest state through
 * `current()`, and `dispatch` returns the state it made, so a step knows what the reducer decided
 * before it makes the next call.
 */
export function useUploadSession() {
  const [session, setSession] = useState<UploadSession>(initialSession);
  const ref = useRef<UploadSession>(initialSession);
  const dispatch = useCallback((action: SessionAction): UploadSession => {
    const next = sessionReducer(ref.current, action);
    ref.current = next;
    setSession(next);
    return next;
  }, []);
  const current = useCallback(() => ref.current, []);
  return { session, dispatch, current };
}
