// The profile of a member who has registered and finished it: every field the profile
// requires. The demo, the bench and the test factories start from here and say only what
// matters to them (names, username, flags).
import type { Prisma } from '../generated/prisma/client.js';

type Person = Pick<Prisma.MemberUncheckedCreateInput, 'passwordHash' | 'firstname' | 'lastname' | 'email'> & {
  username: string;
} & Partial<Prisma.MemberUncheckedCreateInput>;

export function completeMember(person: Person): Prisma.MemberUncheckedCreateInput {
  return {
    usernameLower: person.username.toLowerCase(),
    prefname: person.firstname,
    dob: new Date('1990-05-20T00:00:00Z'),
    gender: 'female',
    identifyGender: 'female',
    mobile: '0412345678',
    address: '1 Court Lane',
    suburb: 'PARRAMATTA',
    postcode: '2150',
    state: 'NSW',
    ecFullname: `Pat ${person.lastname}`,
    ecMobile: '0498765432',
    disability: 'no',
    countryBirth: 'AU',
    stateBirth: 'NSW',
    aboriginal: 'no',
    agreedToTerms: true,
    agreedToPrivacy: true,
    agreedToIndemnity: true,
    mainSport: 'basketball',
    ...person,
  };
}
