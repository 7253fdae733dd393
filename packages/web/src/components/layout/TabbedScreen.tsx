import { useState, type ComponentType, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { cn } from '@/lib/utils';

export interface ScreenTab {
  value: string;
  label: string;
  Content: ComponentType;
}

/** A feature screen made of tabs: title, one line of purpose, the tab list, the open tab. */
export function TabbedScreen({
  title,
  intro,
  tabs,
  listClassName,
}: {
  title: string;
  intro: ReactNode;
  tabs: readonly ScreenTab[];
  /** The tab list's grid: how many columns on phones and on wider screens. */
  listClassName: string;
}) {
  const [tab, setTab] = useState<string>(tabs[0]?.value ?? '');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList className={cn('grid h-auto gap-1', listClassName)}>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-2">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
