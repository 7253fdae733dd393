import { Link } from 'wouter';

const rules: { title: string; text: string; href?: string; link?: string }[] = [
  {
    title: 'Official code sets, with their versions',
    text: 'Codes come from the publishers’ own release files (CMS, CDC, FDA); each imported file is recorded with its version, and validation checks effective and expiration dates.',
    href: '/medical-codes',
    link: 'See the code database',
  },
  {
    title: 'No AMA descriptors',
    text: 'CPT code numbers are stored with our own short labels; the AMA’s licensed descriptions are never stored or shown.',
    href: '/medical-codes',
    link: 'Search CPT codes',
  },
  {
    title: 'Explained, repeatable checks',
    text: 'Every validation lists each check it made, and every accuracy review lists each point gained or lost; the same input always gives the same answer.',
  },
  {
    title: 'Administrator actions need an administrator',
    text: 'Uploading and seeding codes, exports, scheduling code-set updates and the review queue (and its counts) need an administrator session, which needs two-step sign-in; a patient sign-in never opens them.',
    href: '/admin/login',
    link: 'Administrator sign-in',
  },
];

/** What the product enforces, in plain words. No compliance scores: we do not measure one. */
export function ComplianceTab() {
  return (
    <section aria-labelledby="compliance-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="compliance-heading" className="text-lg font-semibold text-slate-900">
        What ClearBill enforces
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        These rules are built into the product and covered by its tests. ClearBill does not compute a
        compliance score.
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {rules.map((rule) => (
          <li key={rule.title}>
            <h3 className="font-medium text-slate-900">{rule.title}</h3>
            <p className="text-sm text-slate-700">{rule.text}</p>
            {rule.href && rule.link ? (
              <Link
                href={rule.href}
                className="text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                {rule.link}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
