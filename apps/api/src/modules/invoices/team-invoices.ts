// A team's invoices as its manager's page shows them: what a team offered a place still owes
// (the offer's email says where to pay it), and whether it was ever billed at all.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { sql } from '../../lib/sql.js';
import { loadInvoices, owingCents } from './invoices.service.js';

/**
 * Whether an invoice was ever made out to the team (paid, credited or open) with a line whose
 * description starts `linePrefix`: a team billed its nomination fee, not merely a bond or game fees.
 */
export async function teamWasBilledFor(
  tx: Prisma.TransactionClient,
  teamId: number,
  linePrefix: string,
): Promise<boolean> {
  return (
    (await tx.invoice.count({
      where: { teamId, lines: { some: { description: { startsWith: linePrefix } } } },
    })) > 0
  );
}

/** The team's invoices still owing, by the member page's rule, oldest first. */
export async function teamInvoicesOwing(
  deps: Deps,
  teamId: number,
): Promise<Array<{ id: number; owingCents: number }>> {
  const invoices = (await loadInvoices(deps, sql`i."teamId" = ${teamId}`)).reverse();
  return invoices
    .map((i) => ({ id: i.id, owingCents: owingCents(i.amountCents, i.payments) }))
    .filter((i) => i.owingCents > 0);
}
