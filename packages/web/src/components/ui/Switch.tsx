import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * An on/off switch. A native button with role="switch", so Tab reaches it, Space and Enter flip it,
 * and the app's one `:focus-visible` outline (index.css) rings it; screen readers hear its name and
 * state. The name is the visible label beside it, or, with `hideLabel`, the same words as aria-label
 * (for rows whose context already shows what the switch is about).
 */
export function Switch({
  id: givenId,
  checked,
  onCheckedChange,
  label,
  hideLabel = false,
  hint,
  describedBy,
  disabled = false,
  className,
}: {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** No visible label: the label becomes the switch's aria-label. */
  hideLabel?: boolean;
  hint?: string;
  /** Ids of other elements that describe the switch (read after its name). */
  describedBy?: string;
  disabled?: boolean;
  className?: string;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = hint ? `${id}-hint` : null;
  const described = [describedBy ?? null, hintId].filter(Boolean).join(' ');
  const button = (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={hideLabel ? label : undefined}
      aria-describedby={described || undefined}
      disabled={disabled}
      onClick={() => {
        onCheckedChange(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        // slate-500 keeps the off track at 3:1 or more against white (WCAG 1.4.11).
        checked ? 'bg-brand-700' : 'bg-slate-500',
        hideLabel ? className : 'mt-0.5',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
  if (hideLabel) {
    return hintId ? (
      <>
        {button}
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      </>
    ) : (
      button
    );
  }
  return (
    <div className={cn('flex items-start gap-3', className)}>
      {button}
      <div className="flex flex-col">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {hintId ? (
          <span id={hintId} className="text-xs text-slate-600">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
