// The console's HPC closures: the closure form's checks and what a closure moved, in words.
import type { THpcClosure } from '@courtside/contracts/admin';
import { z } from 'zod/mini';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const closureText = (c: Pick<THpcClosure, 'name' | 'days' | 'moved_now' | 'moved_at_renewal'>) =>
  `${c.name}: ${plural(c.days, 'day', 'days')} closed. ${plural(c.moved_now, 'subscription', 'subscriptions')} moved now, ${plural(c.moved_at_renewal, 'subscription', 'subscriptions')} at renewal.`;

export interface ClosureForm {
  name: string;
  first_day: string;
  last_day: string;
}

export const ZClosureForm = z
  .object({
    name: z.string().check(
      z.refine((t) => t.trim() !== '', 'Type the name of the closure.'),
      z.maxLength(100),
    ),
    first_day: z
      .string()
      .check(z.refine((t) => /^\d{4}-\d{2}-\d{2}$/.test(t), 'Type the first day as dd/mm/yyyy.')),
    last_day: z
      .string()
      .check(z.refine((t) => /^\d{4}-\d{2}-\d{2}$/.test(t), 'Type the last day as dd/mm/yyyy.')),
  })
  .check(
    z.refine((c) => c.last_day === '' || c.first_day === '' || c.first_day <= c.last_day, {
      message: 'The last day cannot be before the first.',
      path: ['last_day'],
    }),
  );
