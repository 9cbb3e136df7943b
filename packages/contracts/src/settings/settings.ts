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
  /** Tax invoices: the association's ABN (11 digits, or null) and whether it is registered for GST. */
  abn: z.nullable(z.string()),
  gst_registered: z.boolean(),
  /** The association's terms and conditions (an https address), linked where members agree; null: none. */
  terms_url: z.nullable(z.string()),
  /** The association's privacy policy (an https address), linked beside the terms; null: none. */
  privacy_url: z.nullable(z.string()),
  general: z.object({ currency: z.literal('AUD'), default_state: z.string() }),
});
export type TSettings = z.infer<typeof ZSettings>;

/** Whether 11 digits form a valid Australian Business Number (the ATO's modulus 89 checksum). */
export function isValidAbn(abn: string): boolean {
  if (!/^\d{11}$/.test(abn)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...abn].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!, 0);
  return sum % 89 === 0;
}

/** An ABN as people write it: 51 824 753 556. */
export const formatAbn = (abn: string) =>
  `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;

/** A sale of this much or more (GST included) must name the buyer on its tax invoice. */
export const TAX_INVOICE_BUYER_CENTS = 100_000;
