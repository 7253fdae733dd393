import { Link } from 'wouter';
import { ExternalLink } from 'lucide-react';
import { splitLinks } from '@clearbill/shared';

const linkClass = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * A recommendation with its embedded link markers (`[label](target)`) as real links. Only http(s)
 * addresses and paths inside the app become links; React escapes all the text.
 */
export function RecommendationText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((segment, i) => {
        if (segment.href === undefined) return <span key={i}>{segment.text}</span>;
        if (segment.href.startsWith('/')) {
          return (
            <Link key={i} href={segment.href} className={linkClass}>
              {segment.text}
            </Link>
          );
        }
        return (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {segment.text}
            <ExternalLink className="ml-0.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
      })}
    </>
  );
}
