import type { AdminSessionResponse } from '@clearbill/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { cn } from '@/lib/utils';
import { dataTabs, type AdminTab } from './admin-tabs';
import { ContactMessagesSection } from '@/features/contact/ContactMessagesSection';
import { AuditLogSection } from './back-office/AuditLogSection';
import { BetaCodesSection } from './BetaCodesSection';
import { SecuritySection } from './SecuritySection';
import { tabScreens } from './tab-screens';

const triggerClasses =
  'justify-start rounded-md px-3 py-2 text-left data-[state=active]:bg-brand-50 data-[state=active]:text-brand-900 data-[state=active]:shadow-none';

/** The admin dashboard: Security, Beta codes, Messages, Audit log and the nine data tabs of `tab-screens.tsx`. */
export function AdminDashboard({
  session,
  initialTab,
}: {
  session: AdminSessionResponse;
  initialTab: AdminTab;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Admin dashboard</h1>
      <Tabs defaultValue={initialTab} orientation="vertical" className="grid gap-6 lg:grid-cols-[15rem_1fr]">
        <TabsList
          aria-label="Admin sections"
          className="flex h-auto flex-row flex-wrap items-stretch gap-1 self-start bg-white p-2 shadow-sm ring-1 ring-slate-200 lg:flex-col"
        >
          <TabsTrigger value="security" className={cn(triggerClasses, 'flex-none')}>
            Security
          </TabsTrigger>
          <TabsTrigger value="beta-codes" className={cn(triggerClasses, 'flex-none')}>
            Beta codes
          </TabsTrigger>
          <TabsTrigger value="messages" className={cn(triggerClasses, 'flex-none')}>
            Messages
          </TabsTrigger>
          <TabsTrigger value="audit-log" className={cn(triggerClasses, 'flex-none')}>
            Audit log
          </TabsTrigger>
          {dataTabs.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className={cn(triggerClasses, 'flex-none text-slate-600')}
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0">
          <TabsContent value="security" className="mt-0">
            <SecuritySection admin={session.admin} />
          </TabsContent>
          <TabsContent value="beta-codes" className="mt-0">
            <BetaCodesSection />
          </TabsContent>
          <TabsContent value="messages" className="mt-0">
            <ContactMessagesSection />
          </TabsContent>
          <TabsContent value="audit-log" className="mt-0">
            <AuditLogSection />
          </TabsContent>
          {dataTabs.map((tab) => {
            const Screen = tabScreens[tab.value];
            return (
              <TabsContent key={tab.value} value={tab.value} className="mt-0">
                <Screen />
              </TabsContent>
            );
          })}
        </div>
      </Tabs>
    </div>
  );
}
