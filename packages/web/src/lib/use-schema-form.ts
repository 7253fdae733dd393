import { useRef, useState, type SubmitEvent } from 'react';
import { focusFirstInvalid, toFieldErrors, type FieldErrors, type IssueLike } from './form-errors';

/** Anything with zod's `safeParse`; keeps this module free of a direct zod import (as `api.ts` does). */
export interface FormSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<IssueLike> } };
}

/** The outcome of checking a form: the parsed data when valid, else `null` and the message per field. */
export interface Validation<K extends string, T> {
  data: T | null;
  errors: FieldErrors<K>;
}

/** A form's own check, for forms whose values need reading before (or beyond) a schema. */
export type Validator<K extends string, T> = (values: Record<K, string>) => Validation<K, T>;

/** Runs `schema` over `input`: the parsed data and no errors, or `null` and the first message for each field. */
export function validateWithSchema<K extends string, T>(
  schema: FormSchema<T>,
  input: unknown,
): Validation<K, T> {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data, errors: {} }
    : { data: null, errors: toFieldErrors<K>(result.error.issues) };
}

export interface SchemaFormOptions {
  /**
   * After the first submit, check again on every change so errors disappear as soon as they are
   * fixed. On by default; off keeps the errors of the last submit until the next one.
   */
  revalidateOnChange?: boolean;
}

/**
 * The state every form here shares: the values as typed, the error per field, and a submit that
 * validates, shows the errors and takes keyboard and screen reader users to the first invalid
 * field (the control FormField marks `aria-invalid`). One hook so the forms cannot drift apart on
 * that behaviour. `check` is a zod schema, or a function for forms that prepare their values first.
 * Attach `formRef` to the `<form>` for the focus move; without it nothing is focused.
 */
export function useSchemaForm<K extends string, T>(
  check: FormSchema<T> | Validator<K, T>,
  initialValues: Record<K, string>,
  { revalidateOnChange = true }: SchemaFormOptions = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (next: Record<K, string>): Validation<K, T> =>
    typeof check === 'function' ? check(next) : validateWithSchema<K, T>(check, next);

  const update = (field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted && revalidateOnChange) setErrors(validate(next).errors);
  };

  /** Shows `found` by their fields and moves focus to the first; also for errors the server finds. */
  const showErrors = (found: FieldErrors<K>) => {
    setErrors(found);
    requestAnimationFrame(() => {
      focusFirstInvalid(formRef.current);
    });
  };

  /** The form's `onSubmit`: `onValid` runs with the parsed data only when every field passes. */
  const handleSubmit = (onValid: (data: T) => void) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = validate(values);
    if (data === null) {
      showErrors(found);
      return;
    }
    setErrors({});
    onValid(data);
  };

  /** `name`, `value` and `onChange` for the control of `field`. */
  const bind = (field: K) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      update(field, event.target.value);
    },
  });

  /** Back to the initial values, with no errors shown. */
  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, formRef, update, bind, handleSubmit, showErrors, reset };
}
