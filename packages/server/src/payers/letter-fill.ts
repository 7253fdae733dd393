import { payerAppealFor, payerDocuments, payerLibrary } from '@clearbill/engine';
import type { PayerAppeal } from '@clearbill/shared';
import type { AppContext } from '../context';
import { payerLinkState } from './link-state';

/**
 * The appeal facts for a letter draft when the analysis names a payer of our library (decision 0022):
 * none when the name matches no payer (or several), and none when the link check found the source page gone.
 */
export async function payerAppealForLetter(
  ctx: AppContext,
  payerName: string | null | undefined,
): Promise<PayerAppeal | null> {
  const fill = payerAppealFor(payerName, { payers: payerLibrary, documents: payerDocuments });
  if (!fill) return null;
  const links = await payerLinkState(ctx, [fill.source.documentId]);
  return links.isGone(fill.source.documentId, fill.source.url) ? null : fill;
}
