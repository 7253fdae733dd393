import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { contactLimits, limits } from '@clearbill/shared';
import { Card, CardContent } from '@/components/ui/Card';
import { useDocumentTitle } from '@/lib/use-document-title';

const hours = (ms: number) => ms / (60 * 60 * 1000);
const minutes = (ms: number) => ms / (60 * 1000);

// Source of the covered-entity categories: https://hhs.gov/guidance/document/are-you-covered-entity
// (CMS, "Are You a Covered Entity?"), checked 2026-11-27.
const hhsCoveredEntity = 'https://hhs.gov/guidance/document/are-you-covered-entity';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-col gap-3 text-slate-700">{children}</div>
    </section>
  );
}

const inlineLink = 'font-medium text-brand-800 underline underline-offset-4';

/** /terms: our terms of use and privacy notice, with the retention figures the server enforces. */
export function TermsScreen() {
  useDocumentTitle('Terms of use and privacy notice');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
          Terms of use and privacy notice
        </h1>
        <p className="text-slate-700">
          The rules for using ClearBill and what we do with your information, in plain words.
        </p>
        <nav aria-label="On this page">
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <a href="#terms" className={inlineLink}>
                Terms of use
              </a>
            </li>
            <li>
              <a href="#privacy" className={inlineLink}>
                Privacy notice
              </a>
            </li>
          </ul>
        </nav>
      </header>

      <Card>
        <CardContent className="flex flex-col gap-8 pt-6 sm:pt-8">
          <h2 id="terms" className="text-2xl font-semibold text-slate-900">
            Terms of use
          </h2>
          <Section id="what-it-is" title="What ClearBill is">
            <p>
              ClearBill reads US medical bills, explanations of benefits and denial letters that you upload,
              points out charges that look wrong, and helps you write letters to question them.
            </p>
          </Section>
          <Section id="not-advice" title="Not medical, legal or financial advice">
            <p>
              What ClearBill shows is general information produced by software. It can miss errors and it can
              flag charges that turn out to be correct. It is not medical advice, not legal advice and not
              financial advice, and it cannot promise that a bill will be lowered or a denial reversed. Check
              important points with your provider, your insurer or a qualified advisor before you act. Never
              delay care because of a bill. In an emergency, call 911.
            </p>
          </Section>
          <Section id="your-part" title="Your part">
            <ul className="list-disc pl-5">
              <li>
                Upload only documents that are yours, or that you are allowed to handle for someone else.
              </li>
              <li>Review the personal details we propose to remove before you confirm them.</li>
              <li>Read a letter before you send it: you are the one sending it.</li>
              <li>
                Do not try to break the service, get around its limits or reach other people&apos;s data.
              </li>
            </ul>
          </Section>
          <Section id="limits" title="Limits">
            <p>
              Guests get {limits.guestUploads} free uploads per guest session; accounts get{' '}
              {limits.userUploads}. Files may be up to {limits.maxFileBytes / (1024 * 1024)} MB each. We may
              slow down or refuse requests that look like abuse.
            </p>
          </Section>
          <Section id="changes" title="Changes">
            <p>
              We may change the service and these terms. When the terms change in a way that matters, we will
              say so on this page before the change applies.
            </p>
          </Section>

          <h2 id="privacy" className="border-t border-slate-200 pt-8 text-2xl font-semibold text-slate-900">
            Privacy notice
          </h2>
          <Section id="collected" title="What we collect">
            <ul className="list-disc pl-5">
              <li>
                <strong>Documents you upload.</strong> The original file is stored encrypted until you confirm
                which personal details to remove, then deleted. The analysis works on the text with those
                details removed.
              </li>
              <li>
                <strong>Your account</strong>, if you create one: your name, e-mail address and a one-way hash
                of your password (never the password itself).
              </li>
              <li>
                <strong>Letters you generate</strong>, with the details you type into them, stored encrypted.
              </li>
              <li>
                <strong>Your choices</strong>: the consents you give or withdraw on the privacy page, and a
                log of what was done with your data, which you can read there.
              </li>
              <li>
                <strong>Contact messages</strong>: the name, e-mail address and message you send through the
                contact form.
              </li>
              <li>
                <strong>Sign-in and abuse limits</strong>: counts of sign-in attempts and uploads per network
                address, kept only as long as the limit they serve.
              </li>
            </ul>
            <p>
              We do not sell your information and we do not use it for advertising. Personal details never go
              into our logs or error reports.
            </p>
          </Section>
          <Section id="how-long" title="How long we keep it">
            <ul className="list-disc pl-5">
              <li>
                An uploaded original: deleted as soon as you confirm the removals, and at the latest when the
                window you chose ends (4 hours, 24 hours by default, or 7 days), even if you never confirm.
              </li>
              <li>
                A guest session and its documents: deleted after {minutes(limits.sessionIdleMs)} minutes
                without activity or {hours(limits.sessionMaxMs)} hours in all, unless you create an account
                and keep them.
              </li>
              <li>
                An account&apos;s documents with personal details removed, analyses and letters: kept until
                you delete them or your account.
              </li>
              <li>
                A sign-in: ends after {minutes(limits.sessionIdleMs)} minutes without activity or{' '}
                {hours(limits.sessionMaxMs)} hours in all.
              </li>
              <li>Contact messages: deleted {contactLimits.retentionDays} days after they arrive.</li>
            </ul>
          </Section>
          <Section id="rights" title="Your rights">
            <p>
              On the{' '}
              <Link href="/privacy" className={inlineLink}>
                privacy page
              </Link>{' '}
              you can download everything we hold about your account as a file, see the log of what was done
              with it, change your consents, and delete your account with all its data at once. Deleting the
              account also deletes contact messages sent from its e-mail address. Without an account, your
              guest data goes away on its own as described above; you can also{' '}
              <Link href="/contact" className={inlineLink}>
                write to us
              </Link>{' '}
              to ask about anything we hold.
            </p>
          </Section>
          <Section id="covered-entity" title="ClearBill and HIPAA">
            <p>
              ClearBill does not provide care, pay for care or process claims for others. The US
              government&apos;s guidance lists health plans, health care clearinghouses and certain health
              care providers as the &quot;covered entities&quot; that HIPAA applies to (
              <a href={hhsCoveredEntity} className={inlineLink} rel="noreferrer" target="_blank">
                Are You a Covered Entity?, CMS
              </a>
              ); ClearBill is none of these, so it is not a covered entity. We protect your documents anyway,
              as described above.
            </p>
          </Section>
        </CardContent>
      </Card>
    </div>
  );
}
