import type { PageInfo, TextSegment } from '@clearbill/engine';
import type { DocumentType } from '@clearbill/shared';
import type { AppContext } from '../context';

/** What extraction produced, kept encrypted until the owner confirms the redactions. */
export interface PendingContent {
  text: string;
  segments: TextSegment[];
  pages: PageInfo[];
  documentType: DocumentType;
}

export function sealPending(ctx: AppContext, content: PendingContent): string {
  return ctx.encryptor.encrypt(JSON.stringify(content));
}

export function openPending(ctx: AppContext, sealed: string): PendingContent {
  return JSON.parse(ctx.encryptor.decrypt(sealed)) as PendingContent;
}
