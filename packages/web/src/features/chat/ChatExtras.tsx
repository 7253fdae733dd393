import { AlertTriangle, ExternalLink, Globe, Phone } from 'lucide-react';
import type { PatientResource } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { resourceParts, safeHref, serviceTags, telHref } from './chat-view';
import type { ChatMessage } from './types';

function Website({ url, label }: { url: string | undefined; label: string }) {
  const href = safeHref(url);
  if (!href) return null;
  const external = !href.startsWith('/');
  return (
    <a
      href={href}
      className="inline-flex min-h-6 items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {external ? <Globe className="size-3.5" aria-hidden="true" /> : null}
      {label}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

function PatientResourceCard({ resource }: { resource: PatientResource }) {
  const tags = serviceTags(resource);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{resource.name}</p>
        {resource.urgencyLevel === 'immediate' ? <Badge variant="danger">URGENT</Badge> : null}
        {resource.coverage.national ? <Badge variant="brand">National</Badge> : null}
      </div>
      <p className="mt-1 text-slate-700">{resource.description}</p>
      {tags.shown.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Services">
          {tags.shown.map((s) => (
            <li key={s}>
              <Badge>{s}</Badge>
            </li>
          ))}
          {tags.more > 0 ? (
            <li className="self-center text-xs text-slate-600">And {tags.more} more</li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {resource.contactInfo.phone ? (
          <a
            href={telHref(resource.contactInfo.phone)}
            className="inline-flex min-h-6 items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {resource.contactInfo.phone}
          </a>
        ) : null}
        <Website url={resource.contactInfo.website} label="Website" />
      </div>
    </li>
  );
}

/** What a bot reply carries besides its text: codes, resources, patient resources and sources. */
export function ChatExtras({ message }: { message: ChatMessage }) {
  const codes = message.medicalCodes ?? [];
  const resources = message.resources ?? [];
  const patientResources = message.patientResources ?? [];
  const sources = message.sources ?? [];
  return (
    <>
      {codes.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-700 uppercase">Codes found</p>
          <ul className="mt-1 flex flex-col gap-1">
            {codes.map((c) => (
              <li key={`${c.codeType}:${c.code}`}>
                <span className="font-mono font-semibold">{c.code}</span>{' '}
                <span className="text-xs text-slate-600">({c.codeType})</span> {c.description}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {resources.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-700 uppercase">Resources</p>
          <ul className="mt-1 flex flex-col gap-1">
            {resources.map((r) => {
              const p = resourceParts(r);
              return (
                <li key={p.name}>
                  {safeHref(p.website) ? <Website url={p.website} label={p.name} /> : <span>{p.name}</span>}
                  {p.description ? <span className="text-slate-700"> - {p.description}</span> : null}
                  {p.phone ? (
                    <>
                      {' '}
                      <a
                        href={telHref(p.phone)}
                        className="inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-2"
                      >
                        {p.phone}
                      </a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {patientResources.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-700 uppercase">Where to get help</p>
          <ul className="mt-1 flex flex-col gap-2">
            {patientResources.map((r) => (
              <PatientResourceCard key={r.id} resource={r} />
            ))}
          </ul>
        </div>
      ) : null}
      {sources.length > 0 ? (
        <div className="mt-3 border-t border-slate-200 pt-2 text-xs text-slate-700">
          <p className="font-semibold">Sources</p>
          <ul className="mt-1 flex flex-col gap-1">
            {sources.map((s) => {
              const href = safeHref(s.url);
              return (
                <li key={s.label}>
                  {href ? (
                    <a
                      href={href}
                      className="inline-flex min-h-6 items-center gap-1 text-brand-800 underline underline-offset-2"
                      {...(s.url?.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      {s.label}
                      {s.url?.startsWith('/') ? null : <ExternalLink className="size-3" aria-hidden="true" />}
                    </a>
                  ) : (
                    s.label
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The urgent banner of a crisis reply. */
export function UrgentBanner() {
  return (
    <p className="mb-2 flex items-center gap-1.5 font-semibold text-red-800">
      <AlertTriangle className="size-4" aria-hidden="true" />
      <Badge variant="danger">URGENT</Badge>
      <span>Help is available now</span>
    </p>
  );
}
