import {
  contactMessageResponseSchema,
  type ContactMessageRequest,
  type ContactMessageResponse,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export function sendContactMessage(input: ContactMessageRequest): Promise<ContactMessageResponse> {
  return apiRequest('/api/contact', { body: input, schema: contactMessageResponseSchema });
}
