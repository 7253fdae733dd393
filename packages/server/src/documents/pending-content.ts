import type { PageInfo, TextSegment } from '@clearbill/engine';
import type { DocumentType, SeparateReason } from '@clearbill/shared';
import type { AppContext } from '../context';

/** What extraction produced, kept encrypted until the owner confirms the redactions. */
export interface PendingContent {
  text: string;
  segments: TextSegment[];
  pages: PageInfo[];
  documentType: DocumentType;
  /** Several files that seem to be separate documents (issue 10 item 7); absent when they do not. */
  seemsSeparate?: SeparateReason[];
}

export function sealPending(ctx: AppContext, content: PendingContent): string {
  return ctx.encryptor.encrypt(JSON.stringify(content));
}

export function openPending(ctx: AppContext, sealed: string): PendingContent {
  return JSON.parse(ctx.encryptor.decrypt(sealed)) as PendingContent;
}
