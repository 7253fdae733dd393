import { z } from 'zod';

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 4000,
  /** Messages are deleted this many days after they arrive (server sweep; the privacy notice says so). */
  retentionDays: 365,
} as const;

/** POST /api/contact: the contact form. No health information is asked for. */
export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(contactLimits.nameMax),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(contactLimits.emailMax)
    .pipe(z.email('Please enter a valid e-mail address')),
  message: z
    .string()
    .trim()
    .min(contactLimits.messageMin, `Please write at least ${contactLimits.messageMin} characters`)
    .max(contactLimits.messageMax, `Please keep it under ${contactLimits.messageMax} characters`),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

/** GET /api/admin/contact-messages: newest first. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessages = {
  received: 'Thank you. Your message has reached the ClearBill team.',
  tooMany: (wait: string) => `You have sent several messages already. Please try again in ${wait}.`,
} as const;
