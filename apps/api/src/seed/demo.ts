// Demo data loaded on the first start of a fresh database (SEED_DEMO=true, the default).
// It only runs when the database holds no members yet, so it never touches a live season.
import type { TEnv } from '../config/env.js';
import type { Db } from '../plugins/prisma.js';
import { hashPassword } from '../lib/passwords.js';
import { seedHpc } from './hpc.js';
import { seedCompetition } from './competition.js';
import { seedMoney } from './money.js';
import { seedOfficials } from './officials.js';
import { seedStore } from './store.js';
import { seedTeams } from './teams.js';
import { seedBooking } from './booking.js';
import { completeMember } from './complete-member.js';
import { seedStaff } from './staff.js';
import { makeSandboxPayouts } from '../modules/payments/index.js';
import { addDaysIso, todayIso } from '../lib/local-dates.js';
import { zonedInstant } from '../lib/zoned-time.js';

export const DEMO_PASSWORD = 'Courtside1';

/**
 * The demo's today: DEMO_TODAY at noon in the association's time zone when set (to load the
 * demo as it would be on another date), else now.
 */
export function demoNow(env: TEnv): Date {
  if (!env.DEMO_TODAY) return new Date();
  const [year, month, day] = env.DEMO_TODAY.split('-').map(Number) as [number, number, number];
  return zonedInstant(env.TIME_ZONE, year, month, day, 12, 0);
}

export async function seedDemo(db: Db, env: TEnv, now: Date = demoNow(env)): Promise<boolean> {
  if ((await db.member.count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.$transaction(
    async (tx) => {
      const admin = await tx.member.create({
        data: completeMember({
          username: 'demomanager',
          passwordHash,
          firstname: 'Olivia',
          lastname: 'Nguyen',
          prefname: 'Liv',
          dob: new Date('1986-03-14T00:00:00Z'),
          gender: 'female',
          identifyGender: 'female',
          email: 'olivia.nguyen@example.com',
          mobile: '0412345678',
          address: '12 Harbour Street',
          suburb: 'BALMAIN',
          postcode: '2041',
          state: 'NSW',
          ecFullname: 'Tran Nguyen',
          ecMobile: '0498765432',
          isEft: true,
          isRef: true,
          isRoster: true,
          isMan: true,
          isHpc: true,
          accessRef: ['referee', 'scorer'],
        }),
      });
      await tx.sportProfile.create({
        data: {
          memberId: admin.id,
          sport: 'basketball',
          expiryDate: new Date('2027-03-31T00:00:00Z'),
          membRenewal: false,
        },
      });
      const member = await tx.member.create({
        data: completeMember({
          username: 'demomember',
          passwordHash,
          firstname: 'Jack',
          lastname: 'Thompson',
          prefname: 'Jack',
          dob: new Date('2001-09-02T00:00:00Z'),
          gender: 'male',
          identifyGender: 'male',
          email: 'jack.thompson@example.com',
          mobile: '0423456789',
          address: '5 Ferry Road',
          suburb: 'GLEBE',
          postcode: '2037',
          state: 'NSW',
          ecFullname: 'Sarah Thompson',
          ecMobile: '0434567890',
        }),
      });
      await tx.sportProfile.create({
        data: {
          memberId: member.id,
          sport: 'basketball',
          expiryDate: new Date('2026-12-15T00:00:00Z'),
          membRenewal: true,
        },
      });
      // The competition (venues, seasons, draw, results, stats) puts both demo members in current teams.
      await seedCompetition(tx, env, now);
    },
    { timeout: 120_000 },
  );
  await seedMoney(db, env.TAX_RATE, now);
  // Referee rosters, event rosters and the noticeboard, built on the competition's games.
  await seedOfficials(db, env, now);
  // Store categories and products at the competition's venues, two of them for the HPC.
  await seedStore(db, now);
  // Team page extras, last season's team to copy and next season open for team entries.
  await seedTeams(db, env, now);
  // High performance centre: plans, four weeks of classes, demomanager's subscription and enrolments, a waitlist.
  await seedHpc(db, env, now);
  // Court hire: halves, hours, rates and a few members' bookings at the competition's venues (games stay blocked).
  await seedBooking(db, env, now);
  // The sandbox's daily payouts of the card payments above, up to yesterday (the reconciliation).
  await makeSandboxPayouts(db, env.TIME_ZONE, addDaysIso(todayIso(env.TIME_ZONE, now), -1));
  // The console's staff: demoadmin (every role) and one account per role.
  await seedStaff(db, passwordHash);
  return true;
}
