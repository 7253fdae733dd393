import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Construction } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { useAuth } from '@/features/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { plannedScreens, type PlannedScreen } from './screens';

export interface WorkingLink {
  href: string;
  label: string;
}

/** What a patient can use today; the account link depends on whether they are signed in. */
function usePatientLinks(): WorkingLink[] {
  const { user } = useAuth();
  const account = user
    ? { href: '/dashboard', label: 'Your dashboard' }
    : { href: '/auth', label: 'Sign in or create an account' };
  return [{ href: '/#assistant', label: 'Ask the billing assistant' }, account, { href: '/', label: 'Home' }];
}

/**
 * A calm, honest page for a screen that is not built yet: its name, one sentence on what it will do,
 * and links to what works today. Never sample data.
 */
export function NotBuiltPage({
  screen,
  children,
  links,
}: {
  screen: PlannedScreen;
  children?: ReactNode;
  links?: WorkingLink[];
}) {
  const { title, purpose } = plannedScreens[screen];
  const patientLinks = usePatientLinks();
  const [path] = useLocation();
  // A link to the screen itself would be a dead end.
  const shown = (links ?? patientLinks).filter((link) => link.href !== path);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {children}
      <Card className="mt-6">
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <Construction className="size-5 text-amber-700" aria-hidden="true" />
            This screen is not built yet.
          </p>
          <p className="text-slate-700">{purpose}</p>
          <div>
            <h2 className="text-sm font-semibold text-slate-900">What works now</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {shown.map((link) => (
                <li key={link.href}>
                  <Button asChild variant="secondary" size="sm">
                    {link.href.includes('#') ? (
                      <a href={link.href}>{link.label}</a>
                    ) : (
                      <Link href={link.href}>{link.label}</Link>
                    )}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
