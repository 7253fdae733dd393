import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * A new screen starts at the top, as a page load would: the router keeps the scroll position of the
 * screen before (a link clicked far down a page would open the next one part-way down).
 */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
