import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import type { Feature } from './content';

export function FeatureGrid({ items, className }: { items: readonly Feature[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <CardHeader>
              <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle as="h3" className="text-base">
                {title}
              </CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
