import { useEffect } from 'react';
import { Link } from 'wouter';
import { ArrowRight, LogIn, Upload } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { ChatPanel } from '@/features/chat/ChatPanel';
import { useAuth } from '@/features/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { checks, features, steps, topics } from './content';
import { FeatureGrid } from './FeatureGrid';
import { LetterCard } from './LetterCard';
import { PublicFigures } from './PublicFigures';
import { UploadCard } from './UploadCard';

/** `/`: the landing page with the public billing assistant (01-patient-area.md §2, variant A). */
export function LandingPage() {
  const { user } = useAuth();
  useDocumentTitle();
  useScrollToHash();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 sm:py-16">
      <section aria-labelledby="hero-heading" className="flex flex-col items-start gap-6 lg:max-w-3xl">
        <h1
          id="hero-heading"
          className="text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Check your medical bill for errors, privately
        </h1>
        <p className="text-lg text-slate-700">
          Upload a bill, an explanation of benefits or a denial letter. ClearBill removes your personal health
          information first, then looks for billing errors, appeal options and ways to get help paying.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/upload">
              <Upload aria-hidden="true" />
              Try Free Upload
            </Link>
          </Button>
          {user ? (
            <Button asChild size="lg" variant="secondary">
              <Link href="/dashboard">
                Go to My Dashboard
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="secondary">
              <Link href="/auth">
                <LogIn aria-hidden="true" />
                Sign In for More
              </Link>
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby="checks-heading" className="flex flex-col gap-6">
        <h2 id="checks-heading" className="text-2xl font-semibold text-slate-900">
          What ClearBill looks at
        </h2>
        <FeatureGrid items={checks} className="lg:grid-cols-4" />
      </section>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-xl">
              How to Get Started
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-5">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <section aria-labelledby="topics-heading" className="flex flex-col gap-4 rounded-xl bg-brand-50 p-6">
          <h2 id="topics-heading" className="text-xl font-semibold text-slate-900">
            Questions we help with
          </h2>
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full border border-brand-100 bg-white px-3 py-1.5 text-sm font-medium text-brand-900"
              >
                {topic}
              </li>
            ))}
          </ul>
          <p className="text-slate-700">
            Not sure where to start? Ask the billing assistant below: it explains the basics and suggests next
            steps.
          </p>
        </section>
      </div>

      <section aria-labelledby="tools-heading" className="flex flex-col gap-6">
        <h2 id="tools-heading" className="text-2xl font-semibold text-slate-900">
          Start with your documents
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <UploadCard />
          <LetterCard />
        </div>
      </section>

      <div id="assistant" className="scroll-mt-24">
        <ChatPanel title="AI Medical Billing Assistant" headingId="assistant-heading" />
      </div>

      <PublicFigures />

      <section aria-labelledby="features-heading" className="flex flex-col gap-6">
        <h2 id="features-heading" className="text-2xl font-semibold text-slate-900">
          Built around your privacy
        </h2>
        <FeatureGrid items={features} className="lg:grid-cols-3" />
      </section>

      <section
        aria-labelledby="cta-heading"
        className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="cta-heading" className="text-2xl font-semibold">
          Ready to look at your bill?
        </h2>
        <p className="max-w-2xl text-brand-50">
          Create a free account to keep your checks and letters together, or upload one bill as a guest first.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
            <Link href="/auth?tab=signup">Get Started - It&apos;s Free</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="border border-white/70 text-white hover:bg-brand-900 hover:text-white"
          >
            <Link href="/upload">Upload as a guest</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

/** Links such as '/#assistant' arrive before the section exists; scroll once it has rendered. */
function useScrollToHash() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
