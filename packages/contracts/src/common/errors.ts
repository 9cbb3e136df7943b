import { z } from 'zod/mini';

/**
 * The one error shape every endpoint answers with. `error` is a machine key
 * (invalid_credentials, invalid_username, error_payment, not_found, ...),
 * `message` a sentence for people, and `errors` the messages of each field
 * keyed by the request's field name. The web app reads `errors.error ?? error`.
 */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** Responses that wrap their payload: clients read `data` from them. */
export const dataOf = <T extends z.core.SomeType>(schema: T) => z.object({ data: schema });
