import { z } from 'zod/mini';

/** The settings the pages need, served by GET /api/settings. */
export const ZSettings = z.object({
  client_name: z.string(),
  /** The association's own look: its logo and favicon (site paths or https addresses) and colours (#rrggbb). */
  brand: z.object({
    logo_url: z.string(),
    favicon_url: z.string(),
    primary_color: z.string(),
    secondary_color: z.string(),
  }),
  time_zone: z.string(),
  tax_rate: z.number(),
  gateway: z.enum(['stripe', 'sandbox']),
  gateway_public_key: z.nullable(z.string()),
  donations: z.boolean(),
  maps_key: z.nullable(z.string()),
  maps_autocomplete: z.boolean(),
  auto_usernames: z.boolean(),
  min_password_length: z.int(),
  stats_enabled: z.boolean(),
  general: z.object({ currency: z.literal('AUD'), default_state: z.string() }),
});
export type TSettings = z.infer<typeof ZSettings>;
