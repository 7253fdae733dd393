/** What zod's issues and the API's `issues` have in common. */
export interface IssueLike {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message for each top-level field, keyed by field name. */
export function toFieldErrors<K extends string>(issues: ReadonlyArray<IssueLike>): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (typeof key === 'string' && key !== '' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control marked invalid inside `form`, so keyboard users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}
