import { errorBodySchema } from '@clearbill/shared';

/** Error responses for the OpenAPI document; every route answers errors in this one shape. */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<number, typeof errorBodySchema>;
