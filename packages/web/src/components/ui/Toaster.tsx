import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { limits } from '@clearbill/shared';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts } from './use-toast';

/**
 * Renders the toast store with Radix Toast: 5 s on screen, swipe right to dismiss, F8 focuses the
 * region (Radix's default hotkey), at most 420 px wide.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={limits.toastDurationMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          defaultOpen
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="flex flex-col gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description
                className={cn('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-slate-700')}
              >
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className={cn(
              'absolute top-2.5 right-2.5 rounded-md p-1',
              item.variant === 'destructive'
                ? 'text-red-50 hover:bg-red-800'
                : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
