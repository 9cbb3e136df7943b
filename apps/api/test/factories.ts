// Factories: each test seeds its own data.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/plugins/prisma.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { completeMember } from '../src/seed/complete-member.js';

export const PASSWORD = 'Secret123';
let passwordHash: Promise<string> | undefined;

export async function createMember(db: Db, overrides: Partial<Prisma.MemberUncheckedCreateInput> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const username = overrides.username ?? `member${suffix}`;
  return db.member.create({
    data: completeMember({
      passwordHash: await passwordHash,
      firstname: 'Casey',
      lastname: `Jones${suffix}`,
      email: `casey.${suffix}@example.com`,
      ecFullname: 'Pat Jones',
      ...overrides,
      username,
    }),
  });
}

/** Valid registration payload of the member form. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(3).toString('hex');
  return {
    action: 'register',
    username: `newuser${suffix}`,
    password: 'Passw0rd',
    password_confirmation: 'Passw0rd',
    firstname: 'Mia',
    lastname: `Walker${suffix}`,
    middlename: '',
    prefname: 'Mia',
    dob: '14/02/2012',
    gender: 'female',
    identifygender: 'female',
    countrybirth: 'AU',
    statebirth: 'NSW',
    aboriginal: 'no',
    email: `mia.${suffix}@example.com`,
    mobile: '0411222333',
    phone: '',
    workphone: '',
    address: '8 Rim Street',
    suburb: 'BLACKTOWN',
    postcode: '2148',
    state: 'NSW',
    disability: 'no',
    disabilitytype: '',
    ec_medical: '',
    ec_fullname: 'Ava Walker',
    ec_mobile: '0422333444',
    agreed_to_terms: true,
    agreed_to_privacy: true,
    np: true,
    sport: 'basketball',
    ...overrides,
  };
}
