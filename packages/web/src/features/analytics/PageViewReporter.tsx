import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { browserDeps, reportPageView } from './page-views';

/** Sends one page view per screen the visitor opens (decision 0024); nothing under DNT or GPC. */
export function PageViewReporter() {
  const [path] = useLocation();
  useEffect(() => {
    reportPageView(path, browserDeps());
  }, [path]);
  return null;
}
