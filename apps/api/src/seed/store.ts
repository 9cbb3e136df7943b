// Demo store: four categories and realistic products at the competition's venues
// (a holiday camp needing attendees, a skills clinic, a singlet without attendees
// and an order maximum of 3, a sold-out course, an Active & Creative Kids eligible
// program) and two High Performance Centre products. Booking windows are set
// around today so the demo always has something to buy. Called by seedDemo.
import type { Db } from '../plugins/prisma.js';

const DAY = 86_400_000;
const dateOnly = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00Z`);

export async function seedStore(db: Db, now: Date = new Date()): Promise<void> {
  const today = dateOnly(now);
  const inDays = (n: number) => new Date(today.getTime() + n * DAY);

  await db.$transaction(async (tx) => {
    let venues = await tx.venue.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
    if (venues.length === 0) {
      venues = [
        await tx.venue.create({
          data: {
            name: 'Harbourside Sports Centre',
            address: '48 Victoria Road',
            suburb: 'Rozelle',
            postcode: '2039',
            state: 'NSW',
          },
          select: { id: true },
        }),
      ];
    }
    const main = venues[0]?.id as number;
    const second = venues[1]?.id ?? main;

    const category = (name: string, sortOrder: number) =>
      tx.productCategory.create({ data: { name, sortOrder }, select: { id: true } });
    const camps = await category('Camps', 1);
    const clinics = await category('Clinics', 2);
    const merchandise = await category('Merchandise', 3);
    const events = await category('Events', 4);

    await tx.product.createMany({
      data: [
        {
          name: 'Summer School Holiday Camp (3 days)',
          cover: '/demo/camp.svg',
          description:
            'Three days of skills, games and fun for players aged 8 to 15, grouped by age and ability. Bring a water bottle, lunch and non-marking shoes. Each camper needs an attendee with an emergency contact.',
          priceCents: 25_000,
          quantity: 40,
          booked: 26,
          categoryId: camps.id,
          venueId: main,
          dateStart: inDays(-14),
          dateEnd: inDays(40),
          timeStart: '09:00',
          timeEnd: '15:00',
          voucherEligible: true,
          orderQtyMax: 4,
        },
        {
          name: 'Shooting Skills Clinic',
          cover: '/demo/clinic.svg',
          description:
            'A 90-minute clinic on footwork, shooting form and finishing at the rim, run by our senior coaches. Ages 10 and over.',
          priceCents: 4_500,
          quantity: 24,
          booked: 9,
          categoryId: clinics.id,
          venueId: second,
          dateStart: inDays(-7),
          dateEnd: inDays(21),
          timeStart: '16:00',
          timeEnd: '17:30',
          voucherEligible: true,
          orderQtyMax: 3,
        },
        {
          name: 'Junior Development Program (10 weeks)',
          cover: '/demo/program.svg',
          description:
            'Weekly training for juniors new to the game: fundamentals, teamwork and a modified game each session. Active & Creative Kids vouchers accepted (one voucher per child and program).',
          priceCents: 18_000,
          quantity: 30,
          booked: 11,
          categoryId: clinics.id,
          venueId: main,
          dateStart: inDays(-10),
          dateEnd: inDays(30),
          timeStart: '17:00',
          timeEnd: '18:00',
          akv: true,
          voucherEligible: true,
          orderQtyMax: 2,
        },
        {
          name: 'Association Singlet',
          cover: '/demo/singlet.svg',
          description:
            'Official reversible playing singlet in association colours, sizes 8 to XXL. Collect from the front desk.',
          priceCents: 5_500,
          quantity: 120,
          booked: 47,
          categoryId: merchandise.id,
          venueId: main,
          noAttendee: true,
          orderQtyMax: 3,
        },
        {
          name: 'Level 1 Junior Referee Course',
          cover: '/demo/referee.svg',
          description:
            'Rules, signals and game management for new referees aged 14 and over, with on-court practice. Fully booked: watch this space for the next course.',
          priceCents: 6_000,
          quantity: 16,
          booked: 16,
          categoryId: events.id,
          venueId: second,
          dateStart: inDays(-20),
          dateEnd: inDays(14),
          timeStart: '10:00',
          timeEnd: '14:00',
        },
        {
          name: 'Season Presentation Night',
          cover: '/demo/night.svg',
          description:
            'Awards, dinner and the season highlights reel. One ticket per guest; please add each guest as an attendee.',
          priceCents: 3_500,
          quantity: 200,
          booked: 64,
          categoryId: events.id,
          venueId: main,
          dateStart: inDays(-5),
          dateEnd: inDays(25),
          timeStart: '18:30',
          timeEnd: '22:00',
          orderQtyMax: 6,
        },
        {
          name: 'HPC Strength & Conditioning Block (6 weeks)',
          cover: '/demo/hpc-strength.svg',
          description:
            'Two gym sessions a week with our strength coach: movement screening, a personal program and testing at the start and end.',
          priceCents: 22_000,
          quantity: 12,
          booked: 4,
          categoryId: clinics.id,
          venueId: main,
          dateStart: inDays(-7),
          dateEnd: inDays(28),
          timeStart: '06:30',
          timeEnd: '07:30',
          isHpc: true,
          orderQtyMax: 1,
        },
        {
          name: 'HPC Elite Shooting Masterclass',
          cover: '/demo/hpc-shooting.svg',
          description:
            'A small-group masterclass with video analysis of each shooter, for HPC squad members.',
          priceCents: 9_500,
          quantity: 16,
          booked: 3,
          categoryId: events.id,
          venueId: second,
          dateStart: inDays(-3),
          dateEnd: inDays(35),
          timeStart: '18:00',
          timeEnd: '20:00',
          isHpc: true,
          orderQtyMax: 1,
        },
      ],
    });
  });
}
