import { useEffect } from 'react';

/** Sets the tab title to '{title} - ClearBill' (or 'ClearBill'), so each screen is told apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ClearBill` : 'ClearBill';
  }, [title]);
}
