import type { ComponentProps } from 'react';
import { inputClasses } from '@/components/ui/Input';
import { cn } from '@/lib/utils';

/** A native select in the app's input style: the platform's own picker on phones, keyboard-ready. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'h-10 pr-8', className)} {...props} />;
}
