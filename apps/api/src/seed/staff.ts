// Demo staff for the console: demoadmin holds every role, and one account per role. All use the
// demo password; none needs a second factor outside production.
import type { TStaffRole } from '@courtside/contracts/admin';
import type { Db } from '../plugins/prisma.js';
import { completeMember } from './complete-member.js';

export const DEMO_STAFF: Array<{
  username: string;
  firstname: string;
  lastname: string;
  roles: TStaffRole[];
}> = [
  {
    username: 'demoadmin',
    firstname: 'Priya',
    lastname: 'Raman',
    roles: ['admin', 'competition', 'finance', 'facilities'],
  },
  { username: 'democompetition', firstname: 'Marcus', lastname: 'Bell', roles: ['competition'] },
  { username: 'demofinance', firstname: 'Grace', lastname: 'Okafor', roles: ['finance'] },
  { username: 'demofacilities', firstname: 'Tom', lastname: 'Reilly', roles: ['facilities'] },
];

export async function seedStaff(db: Db, passwordHash: string): Promise<void> {
  for (const [i, s] of DEMO_STAFF.entries()) {
    await db.member.create({
      data: {
        ...completeMember({
          username: s.username,
          passwordHash,
          firstname: s.firstname,
          lastname: s.lastname,
          email: `${s.username}@example.com`,
          mobile: `04100000${String(i + 10)}`,
        }),
        staffGrants: { create: s.roles.map((role) => ({ role })) },
      },
    });
  }
}
