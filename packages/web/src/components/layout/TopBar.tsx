import { Link } from 'wouter';
import { ChevronDown, LayoutDashboard, LogOut, Settings, ShieldCheck, Upload } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import { useAuth, useSignOut } from '@/features/auth/use-auth';
import { LogoLink } from './Logo';

/** 01-patient-area.md §2 'Shared top bar'. */
export function TopBar({ showPrivacyBadge = false }: { showPrivacyBadge?: boolean }) {
  const { user, isLoading } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <LogoLink />
        {showPrivacyBadge ? (
          <Badge variant="brand" className="hidden md:inline-flex">
            <ShieldCheck aria-hidden="true" />
            PHI removed before analysis
          </Badge>
        ) : null}
        <nav aria-label="Main" className="ml-auto flex items-center gap-2">
          <Button asChild size="sm" className="px-3">
            <Link href="/upload">
              <Upload aria-hidden="true" />
              {/* With the account menu beside it, a phone only has room for the icon. */}
              <span className={user ? 'sr-only sm:not-sr-only' : undefined}>Upload Bill</span>
            </Link>
          </Button>
          {isLoading ? null : user ? (
            <AccountMenu email={user.email} />
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link href="/auth">Sign In</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}

function AccountMenu({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    // Not modal: a modal menu hides the page from screen readers while its links stay focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          My Dashboard
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as {email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/privacy">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
