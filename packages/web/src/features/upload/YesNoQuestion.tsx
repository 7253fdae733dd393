import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A yes/no question as a radio pair with large targets; null until answered. */
export function YesNoQuestion({
  legend,
  hint,
  value,
  onChange,
  yesLabel = 'Yes',
  noLabel = 'No',
}: {
  legend: ReactNode;
  hint?: ReactNode;
  value: boolean | null;
  onChange: (value: boolean) => void;
  yesLabel?: string;
  noLabel?: string;
}) {
  const id = useId();
  const options = [
    { value: true, label: yesLabel },
    { value: false, label: noLabel },
  ];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-base font-medium text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.label}
            className={cn(
              'flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium text-slate-900',
              value === option.value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={id}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
