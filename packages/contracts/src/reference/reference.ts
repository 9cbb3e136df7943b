import { z } from 'zod/mini';

export const REFERENCE_TYPES = ['states', 'countries', 'jobs', 'localities'] as const;
export const ZGetDataRequest = z.object({
  type: z.enum(REFERENCE_TYPES, { error: 'type must be one of states, countries, jobs, localities' }),
  /** Optional filter for localities: suburbs starting with this text (2 or more characters). */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type TGetDataRequest = z.infer<typeof ZGetDataRequest>;

export const ZOption = z.object({ text: z.string(), value: z.string() });
export type TOption = z.infer<typeof ZOption>;
export const ZLocality = z.object({ value: z.string(), postcode: z.string(), state: z.string() });
export type TLocality = z.infer<typeof ZLocality>;

export const ZGetDataResponse = z.object({ data: z.union([z.array(ZOption), z.array(ZLocality)]) });
