import { Link } from 'wouter';
import { LogoMark } from './Logo';

const links = [
  { href: '/upload', label: 'Upload a bill' },
  { href: '/appeal', label: 'Appeal letter' },
  { href: '/patient-resources', label: 'Patient resources' },
  { href: '/privacy', label: 'Privacy settings' },
  { href: '/terms', label: 'Terms and privacy notice' },
  { href: '/contact', label: 'Contact us' },
] as const;

// Read once at load: the footer does not need to notice New Year's Eve.
const year = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <LogoMark className="size-7" />
            ClearBill
          </p>
          <p className="max-w-prose text-sm text-slate-700">
            ClearBill helps you read and question US medical bills. It gives general information, not medical,
            legal or financial advice, and it cannot promise an outcome. In a medical emergency, call 911.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-slate-900">ClearBill</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-slate-600 md:col-span-2">© {year} ClearBill</p>
      </div>
    </footer>
  );
}
