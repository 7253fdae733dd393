import type { ChatResource, PatientResource } from '@clearbill/shared';

/** Service tags shown per patient resource in the chat (01-patient-area.md §2, §9). */
export const CHAT_SERVICE_TAGS = 2;

/** The first service tags and how many more there are ('And N more'). */
export function serviceTags(resource: PatientResource): { shown: string[]; more: number } {
  return {
    shown: resource.services.slice(0, CHAT_SERVICE_TAGS),
    more: Math.max(0, resource.services.length - CHAT_SERVICE_TAGS),
  };
}

/** The reply text without its closing 'Sources:' line when the sources are shown as links below it. */
export function withoutSourcesLine(content: string, hasSources: boolean): string {
  return hasSources ? content.replace(/\n\nSources: [^\n]*$/, '') : content;
}

/** A resource as name, description, phone and website (the spec allows plain strings too). */
export function resourceParts(resource: ChatResource): {
  name: string;
  description: string;
  phone?: string;
  website?: string;
} {
  return typeof resource === 'string' ? { name: resource, description: '' } : resource;
}

/** 'tel:' link for a phone number as printed ('1-800-985-3059', '988'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Only our own paths and http(s) pages become links. */
export function safeHref(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
