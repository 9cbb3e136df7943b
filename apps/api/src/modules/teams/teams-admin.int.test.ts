// The console's Teams area through the API: staff give and take positions (roster limits and
// unique playing numbers kept), approve or decline the managers' requests for new members (an
// approval puts the member on the roster; the manager's team page shows the outcome), confirm
// forfeit notices into results; every change is audited; only competition staff and admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createMember } from '../../../test/factories.js';
import { createTeamGame, createTeamWithRoles } from '../../../test/team-factories.js';

let ctx: TestContext;
let competition: { id: number };
let finance: { id: number };
const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;
const api = (method: 'get' | 'post' | 'patch' | 'delete', path: string, actor = competition.id) =>
  ctx.api()[method](`/api/admin${path}`).set('authorization', bearer(actor));
const auditOf = (entity: string, id: number) =>
  ctx.db.auditEntry.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Australia/Sydney' });
  competition = await createMember(ctx.db, { staffGrants: { create: [{ role: 'competition' }] } });
  finance = await createMember(ctx.db, { staffGrants: { create: [{ role: 'finance' }] } });
});
afterAll(() => ctx?.close());

describe('a team in the console', () => {
  it('answers its positions, requests and forfeit notices', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 3 });
    const res = await api('get', `/teams/${t.team.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: t.team.id,
      name: t.team.name,
      min_players: 5,
      max_players: 10,
    });
    expect(res.body.data.positions).toHaveLength(7);
    expect(res.body.data.positions).toContainEqual(
      expect.objectContaining({ mid: t.people.manager.id, role: 'manager' }),
    );
    expect((await api('get', `/teams/${t.team.id}`, finance.id)).status).toBe(403);
    expect((await api('get', '/teams/999999')).status).toBe(404);
  });

  it('gives, changes and takes positions, keeping numbers unique and the roster within its limit', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 2, division: { maxPlayers: 3 } });
    const newcomer = await createMember(ctx.db);
    const another = await createMember(ctx.db);
    // Number 1 is Player1's.
    expect(
      (
        await api('post', `/teams/${t.team.id}/positions`).send({
          mid: newcomer.id,
          role: 'player',
          playing_number: 1,
        })
      ).status,
    ).toBe(422);
    const added = await api('post', `/teams/${t.team.id}/positions`).send({
      mid: newcomer.id,
      role: 'player',
      playing_number: 7,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // Three players: full.
    expect(
      (await api('post', `/teams/${t.team.id}/positions`).send({ mid: another.id, role: 'player' })).status,
    ).toBe(409);
    // The same position twice is a conflict.
    expect(
      (await api('post', `/teams/${t.team.id}/positions`).send({ mid: newcomer.id, role: 'player' })).status,
    ).toBe(409);
    const position = added.body.data.positions.find(
      (p: { mid: number; role: string }) => p.mid === newcomer.id && p.role === 'player',
    );
    const edited = await api('patch', `/teams/${t.team.id}/positions/${position.id}`).send({
      playing_number: 9,
    });
    expect(edited.status).toBe(200);
    expect(await ctx.db.teamPosition.findUniqueOrThrow({ where: { id: position.id } })).toMatchObject({
      playingNumber: 9,
    });
    const removed = await api('delete', `/teams/${t.team.id}/positions/${position.id}`);
    expect(removed.status).toBe(200);
    expect(await ctx.db.teamPosition.count({ where: { id: position.id } })).toBe(0);
    expect((await auditOf('Team', t.team.id)).map((e) => e.action)).toEqual([
      'team.position.add',
      'team.position.edit',
      'team.position.remove',
    ]);
    // A position of another team is not this team's to change.
    const elsewhere = await ctx.db.teamPosition.findFirstOrThrow({ where: { teamId: t.other.id } });
    expect((await api('delete', `/teams/${t.team.id}/positions/${elsewhere.id}`)).status).toBe(404);
  });
});

describe("the managers' requests", () => {
  async function request(teamId: number, requestedById: number, data: Record<string, unknown> = {}) {
    return ctx.db.teamMemberRequest.create({
      data: {
        teamId,
        kind: 'new',
        firstname: 'Nina',
        lastname: `Newcomer${Math.random().toString(36).slice(2, 7)}`,
        dob: new Date('2001-05-04T00:00:00Z'),
        gender: 'female',
        email: 'nina@example.com',
        role: 'player',
        requestedById,
        ...data,
      },
    });
  }

  it('approves a new member onto the roster, once, and the manager sees the outcome', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 2 });
    const r = await request(t.team.id, t.people.manager.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => api('post', `/team-requests/${r.id}/approve`).send({})),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const decided = await ctx.db.teamMemberRequest.findUniqueOrThrow({ where: { id: r.id } });
    expect(decided).toMatchObject({ status: 'approved' });
    expect(decided.memberId).not.toBeNull();
    expect(
      await ctx.db.teamPosition.count({
        where: { teamId: t.team.id, memberId: decided.memberId!, role: 'player' },
      }),
    ).toBe(1);
    expect(await ctx.db.member.count({ where: { lastname: r.lastname } })).toBe(1);
    const page = await ctx
      .api()
      .get(`/api/member/teams/${t.team.id}`)
      .set('authorization', bearer(t.people.manager.id));
    expect(page.body.data.t_requests).toContainEqual(
      expect.objectContaining({ id: r.id, status: 'approved' }),
    );
    expect(await auditOf('TeamMemberRequest', r.id)).toMatchObject([
      { action: 'team.request.approve', after: { status: 'approved', team_id: t.team.id } },
    ]);
  });

  it('declines a request with a reason, adding nobody', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 2 });
    const r = await request(t.team.id, t.people.manager.id);
    const before = await ctx.db.teamPosition.count({ where: { teamId: t.team.id } });
    const res = await api('post', `/team-requests/${r.id}/decline`).send({ reason: 'Not registered' });
    expect(res.status).toBe(200);
    expect(await ctx.db.teamPosition.count({ where: { teamId: t.team.id } })).toBe(before);
    expect(res.body.data.requests).toContainEqual(expect.objectContaining({ id: r.id, status: 'rejected' }));
    expect(await auditOf('TeamMemberRequest', r.id)).toMatchObject([{ reason: 'Not registered' }]);
  });

  it('swaps the coach when a coach request is approved', async () => {
    const t = await createTeamWithRoles(ctx.db, { players: 2 });
    const coach = await createMember(ctx.db);
    const r = await request(t.team.id, t.people.manager.id, { role: 'coach', memberId: coach.id });
    expect((await api('post', `/team-requests/${r.id}/approve`).send({})).status).toBe(200);
    const coaches = await ctx.db.teamPosition.findMany({ where: { teamId: t.team.id, role: 'coach' } });
    expect(coaches.map((c) => c.memberId)).toEqual([coach.id]);
  });
});

describe('forfeit notices', () => {
  it('confirms a notice into the game result, audited', async () => {
    const t = await createTeamWithRoles(ctx.db);
    const game = await createTeamGame(ctx.db, t.division.id, t.other.id, t.team.id, 2);
    await ctx
      .api()
      .post('/api/member/teams/gameforfeit')
      .set('authorization', bearer(t.people.manager.id))
      .send({ teamTid: t.team.id, game: game.id })
      .expect(200);
    const notice = await ctx.db.gameForfeit.findFirstOrThrow({ where: { gameId: game.id } });
    const listed = await api('get', `/teams/${t.team.id}`);
    expect(listed.body.data.forfeits).toMatchObject([{ id: notice.id, game_id: game.id, confirmed: false }]);
    expect(await ctx.db.gameResult.count({ where: { gameId: game.id } })).toBe(0);

    const res = await api('post', `/forfeits/${notice.id}/confirm`);
    expect(res.status).toBe(200);
    expect(res.body.data.forfeits).toMatchObject([{ id: notice.id, confirmed: true }]);
    expect(await ctx.db.gameResult.findUniqueOrThrow({ where: { gameId: game.id } })).toMatchObject({
      kind: 'forfeit_notified',
      forfeitingTeamId: t.team.id,
    });
    expect(await auditOf('GameForfeit', notice.id)).toMatchObject([{ action: 'team.forfeit.confirm' }]);
    expect((await api('post', '/forfeits/999999/confirm')).status).toBe(404);
  });
});
