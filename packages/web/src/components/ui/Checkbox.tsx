import { useId, type ReactNode, type Ref } from 'react';

/**
 * A native checkbox with its label, an optional hint and error, wired for screen readers. Native so
 * that forms, keyboards and phones treat it as the ordinary control it is.
 */
export function Checkbox({
  ref,
  checked,
  onCheckedChange,
  label,
  hint,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            onCheckedChange(event.target.checked);
          }}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={id} className="cursor-pointer text-sm text-slate-800">
            {label}
          </label>
          {hint ? (
            <span id={`${id}-hint`} className="text-xs text-slate-600">
              {hint}
            </span>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="ml-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
