import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the flow moves to another stage, the control that moved it is usually gone (the upload
 * button, Finish, Confirm), which drops keyboard and screen reader users at the top of the page.
 * Focus goes to the first heading of the new stage instead, which also scrolls it into view on a
 * phone. Not on first render, and not while a dialog takes focus itself.
 */
export function useStageFocus(
  stage: string,
  container: RefObject<HTMLElement | null>,
  { skip }: { skip: boolean },
): void {
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    if (skip) return;
    const heading = container.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [stage, container, skip]);
}
