// Ladder helpers shared by the browser tests of the public standings and the console's results.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

interface StaffLadderRow {
  team_id: number;
  team: string;
  points: number;
  tie_break: string | null;
}

/**
 * Makes the top two teams of a division level on points, through the console's API as staff
 * do (a ladder adjustment with a reason), so a tie-break has to order them. Answers the two
 * team names, in ladder order.
 */
export async function levelTopTwo(staff: Page, divisionId: number): Promise<[string, string]> {
  const read = async () => {
    const answer = await staff.request.get(`/api/admin/divisions/${divisionId}/ladder`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      data: { divisionResult: StaffLadderRow[]; adjustTeams: Record<string, number> };
    };
    return body.data.divisionResult.map((r) => ({
      ...r,
      total: r.points + (body.data.adjustTeams[String(r.team_id)] ?? 0),
    }));
  };
  const [first, second] = await read();
  expect(second).toBeDefined();
  if (first!.total !== second!.total) {
    const added = await staff.request.post(`/api/admin/divisions/${divisionId}/adjustments`, {
      data: { team_id: second!.team_id, points: first!.total - second!.total, reason: 'Levelled for a test' },
    });
    expect(added.status()).toBe(201);
  }
  const level = (await read()).filter((r) => r.tie_break !== null);
  expect(level.length).toBeGreaterThanOrEqual(2);
  return [level[0]!.team, level[1]!.team];
}
