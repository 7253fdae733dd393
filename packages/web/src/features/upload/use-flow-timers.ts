import { useEffect, useMemo, useRef } from 'react';

/**
 * The flow's timers and its one request that can be called off, all ended when the screen goes:
 * `later` runs a step after a delay; `redirect` is the move to the results screen, which 'Upload
 * another' calls off; `request` is the upload (and its polling), which Cancel aborts.
 */
export function useFlowTimers() {
  const timersRef = useRef<number[]>([]);
  const redirectRef = useRef<number | null>(null);
  const requestRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      requestRef.current?.abort();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  return useMemo(() => {
    const later = (fn: () => void, ms: number) => {
      timersRef.current.push(window.setTimeout(fn, ms));
    };
    const cancelRedirect = () => {
      if (redirectRef.current !== null) window.clearTimeout(redirectRef.current);
      redirectRef.current = null;
    };
    const redirect = (fn: () => void, ms: number) => {
      cancelRedirect();
      redirectRef.current = window.setTimeout(() => {
        redirectRef.current = null;
        fn();
      }, ms);
      timersRef.current.push(redirectRef.current);
    };
    const request = {
      start: (): AbortController => {
        const controller = new AbortController();
        requestRef.current = controller;
        return controller;
      },
      abort: () => {
        requestRef.current?.abort();
      },
      finished: (controller: AbortController) => {
        if (requestRef.current === controller) requestRef.current = null;
      },
    };
    return { later, redirect, cancelRedirect, request };
  }, []);
}
