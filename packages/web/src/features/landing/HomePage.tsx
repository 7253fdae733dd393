import { Link } from 'wouter';
import { Clock, FileText, Lock, ShieldCheck, Upload } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublicFigures } from './PublicFigures';

const badges = [
  { icon: ShieldCheck, label: 'Personal information removed first' },
  { icon: Clock, label: 'Uploads deleted within 24 hours' },
  { icon: Lock, label: 'Encrypted at rest' },
] as const;

const reasons = [
  {
    title: 'Bills are hard to read',
    text: 'Codes, adjustments and balances rarely explain themselves, and the bill and the insurer’s statement often disagree.',
  },
  {
    title: 'Mistakes happen',
    text: 'A line entered twice, a test you never had, a visit billed at a higher level than the care you received.',
  },
  {
    title: 'Deadlines matter',
    text: 'Appeals and financial-assistance applications have time limits. Knowing early gives you more options.',
  },
] as const;

const cards = [
  {
    icon: Upload,
    title: 'Upload & Analyze',
    text: 'Upload a bill or explanation of benefits. Personal details are removed, then the charges are checked.',
    action: 'Try Now',
    href: '/upload',
  },
  {
    icon: FileText,
    title: 'Generate Appeals',
    text: 'Turn a denial or a billing error into a clear letter to your insurer or provider.',
    action: 'Create Letter',
    href: '/appeal',
  },
  {
    icon: ShieldCheck,
    title: 'Secure by Design',
    text: 'See and change how your information is handled, from consent to deletion.',
    action: 'Learn More',
    href: '/privacy',
  },
] as const;

/** `/home`: the shorter marketing page (01-patient-area.md §2, variant B), without invented figures. */
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 sm:py-16">
      <section aria-labelledby="home-heading" className="flex flex-col items-center gap-6 text-center">
        <h1
          id="home-heading"
          className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Find the mistakes in your medical bill before you pay it
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          ClearBill reads your bill line by line, points out what looks wrong and helps you ask for a
          correction.
        </p>
        <Button asChild size="lg">
          <Link href="/upload">
            <Upload aria-hidden="true" />
            Upload My Bill
          </Link>
        </Button>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3" aria-label="Privacy">
          {badges.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <Icon className="size-4 text-brand-700" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="matters-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
      >
        <h2 id="matters-heading" className="text-2xl font-semibold text-slate-900">
          Why it matters
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <div key={reason.title}>
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-1 text-slate-700">{reason.text}</p>
            </div>
          ))}
        </div>
      </section>

      <PublicFigures />

      <section aria-labelledby="home-cards-heading" className="flex flex-col gap-6">
        <h2 id="home-cards-heading" className="text-2xl font-semibold text-slate-900">
          What you can do
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map(({ icon: Icon, title, text, action, href }) => (
            <li key={title}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle as="h3">{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <Button asChild variant="secondary">
                    <Link href={href} aria-label={`${action}: ${title}`}>
                      {action}
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="know-heading" className="flex flex-col gap-3">
        <h2 id="know-heading" className="text-xl font-semibold text-slate-900">
          Good to know
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-700">
          <li>ClearBill gives general information, not medical, legal or financial advice.</li>
          <li>A finding is a reason to ask a question, not a promise that a charge will be removed.</li>
          <li>You decide what to send, to whom and when.</li>
        </ul>
      </section>
    </div>
  );
}
