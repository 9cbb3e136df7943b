import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bookingWindow,
  fitsHours,
  leafCourts,
  mergedHours,
  priceBooking,
  relatedCourts,
  startsInWindow,
  type RateRuleData,
} from './booking-rules.js';

const SYDNEY = 'Australia/Sydney';
const rule = (r: Partial<RateRuleData> & Pick<RateRuleData, 'id' | 'pricePerHourCents'>): RateRuleData => ({
  sportId: null,
  typeId: null,
  optionId: null,
  weekday: null,
  fromMinute: 0,
  toMinute: 1440,
  priority: 0,
  blockedMessage: null,
  ...r,
});
const h = (hh: number, mm = 0) => hh * 60 + mm;

describe('booking window (1 hour to 7 days ahead, in the association zone)', () => {
  it('starts one real hour from now and ends at the same wall-clock time 7 days on', () => {
    const now = new Date('2027-06-09T09:00:00+10:00');
    const w = bookingWindow(now, SYDNEY);
    expect(w.earliest.toISOString()).toBe(new Date('2027-06-09T10:00:00+10:00').toISOString());
    expect(w.latest.toISOString()).toBe(new Date('2027-06-16T09:00:00+10:00').toISOString());
  });

  it('is 169 hours long across the April change (clocks go back) and 167 across October (clocks go forward)', () => {
    const april = bookingWindow(new Date('2027-04-03T10:00:00+11:00'), SYDNEY);
    expect(april.latest.toISOString()).toBe(new Date('2027-04-10T10:00:00+10:00').toISOString());
    expect((april.latest.getTime() - new Date('2027-04-03T10:00:00+11:00').getTime()) / 3_600_000).toBe(169);
    const october = bookingWindow(new Date('2027-10-02T10:00:00+10:00'), SYDNEY);
    expect(october.latest.toISOString()).toBe(new Date('2027-10-09T10:00:00+11:00').toISOString());
    expect((october.latest.getTime() - new Date('2027-10-02T10:00:00+10:00').getTime()) / 3_600_000).toBe(
      167,
    );
  });

  it('counts the first hour in real time even when the clocks jump that night', () => {
    // 1:30 am AEST on the morning clocks go forward: an hour later it is 3:30 am AEDT.
    const w = bookingWindow(new Date('2027-10-03T01:30:00+10:00'), SYDNEY);
    expect(w.earliest.toISOString()).toBe(new Date('2027-10-03T03:30:00+11:00').toISOString());
  });

  it('includes both edges', () => {
    const w = bookingWindow(new Date('2027-06-09T09:00:00+10:00'), SYDNEY);
    expect(startsInWindow(w.earliest, w)).toBe(true);
    expect(startsInWindow(w.latest, w)).toBe(true);
    expect(startsInWindow(new Date(w.earliest.getTime() - 1), w)).toBe(false);
    expect(startsInWindow(new Date(w.latest.getTime() + 1), w)).toBe(false);
  });
});

describe('court hours', () => {
  it('needs the whole booking inside one opening', () => {
    const hours = [
      { openMinute: h(6), closeMinute: h(12) },
      { openMinute: h(14), closeMinute: h(22) },
    ];
    expect(fitsHours(hours, h(6), h(12))).toBe(true);
    expect(fitsHours(hours, h(11), h(15))).toBe(false);
    expect(fitsHours(hours, h(21), h(22, 15))).toBe(false);
    expect(fitsHours([], h(10), h(11))).toBe(false);
  });

  it('joins touching openings', () => {
    expect(
      mergedHours([
        { openMinute: h(12), closeMinute: h(18) },
        { openMinute: h(6), closeMinute: h(12) },
      ]),
    ).toEqual([{ openMinute: h(6), closeMinute: h(18) }]);
  });
});

describe('price from rate rules', () => {
  const base = rule({ id: 1, pricePerHourCents: 6_000 });
  const peak = rule({
    id: 2,
    weekday: 3,
    fromMinute: h(17),
    toMinute: h(21),
    pricePerHourCents: 8_500,
    priority: 10,
  });
  const q = { sportId: 1, typeId: 1, optionId: null, weekday: 3 };

  it('prices each quarter hour at the rule covering it', () => {
    expect(priceBooking([base, peak], { ...q, startMinute: h(10), endMinute: h(11) })).toEqual({
      kind: 'price',
      cents: 6_000,
    });
    expect(priceBooking([base, peak], { ...q, startMinute: h(16), endMinute: h(18) })).toEqual({
      kind: 'price',
      cents: 14_500,
    });
    expect(priceBooking([base, peak], { ...q, startMinute: h(16, 45), endMinute: h(17, 15) })).toEqual({
      kind: 'price',
      cents: 3_625,
    });
    expect(priceBooking([base, peak], { ...q, weekday: 4, startMinute: h(17), endMinute: h(18) })).toEqual({
      kind: 'price',
      cents: 6_000,
    });
  });

  it('lets the highest priority win, then the most specific rule', () => {
    const option = rule({ id: 3, optionId: 7, pricePerHourCents: 3_500, priority: 20 });
    expect(
      priceBooking([base, peak, option], { ...q, optionId: 7, startMinute: h(18), endMinute: h(19) }),
    ).toEqual({ kind: 'price', cents: 3_500 });
    const sportOnly = rule({ id: 4, sportId: 1, pricePerHourCents: 5_000 });
    expect(priceBooking([base, sportOnly], { ...q, startMinute: h(9), endMinute: h(10) })).toEqual({
      kind: 'price',
      cents: 5_000,
    });
  });

  it("answers a blocking rule's message and says when no rule covers a quarter hour", () => {
    const blocked = rule({
      id: 5,
      typeId: 2,
      fromMinute: h(9),
      toMinute: h(15),
      pricePerHourCents: 0,
      priority: 50,
      blockedMessage: 'No parties before 3 pm',
    });
    expect(priceBooking([base, blocked], { ...q, typeId: 2, startMinute: h(14), endMinute: h(16) })).toEqual({
      kind: 'blocked',
      message: 'No parties before 3 pm',
    });
    expect(priceBooking([base, blocked], { ...q, typeId: 2, startMinute: h(15), endMinute: h(16) })).toEqual({
      kind: 'price',
      cents: 6_000,
    });
    const daytime = rule({ id: 6, fromMinute: h(6), toMinute: h(22), pricePerHourCents: 6_000 });
    expect(priceBooking([daytime], { ...q, startMinute: h(21, 30), endMinute: h(22, 15) })).toEqual({
      kind: 'unpriced',
    });
  });

  it('adds up: two back-to-back bookings cost what one long booking costs', () => {
    const quarter = fc.integer({ min: 0, max: 96 });
    fc.assert(
      fc.property(quarter, quarter, quarter, fc.integer({ min: 0, max: 50_000 }), (a, b, c, cents) => {
        const [s, m, e] = [a, b, c].sort((x, y) => x - y).map((n) => n * 15) as [number, number, number];
        const rules = [
          base,
          rule({ id: 9, fromMinute: h(12), toMinute: h(20), pricePerHourCents: cents * 4, priority: 5 }),
        ];
        const price = (from: number, to: number) => {
          const p = priceBooking(rules, { ...q, startMinute: from, endMinute: to });
          return p.kind === 'price' ? p.cents : NaN;
        };
        expect(price(s, m) + price(m, e)).toBe(price(s, e));
      }),
    );
  });
});

describe('full courts and halves', () => {
  const courts = [
    { id: 1, parentCourtId: null },
    { id: 2, parentCourtId: 1 },
    { id: 3, parentCourtId: 1 },
    { id: 4, parentCourtId: null },
  ];

  it('a full court takes both its halves; a half or an undivided court takes itself', () => {
    expect(leafCourts(courts, 1)).toEqual([2, 3]);
    expect(leafCourts(courts, 2)).toEqual([2]);
    expect(leafCourts(courts, 4)).toEqual([4]);
  });

  it('a half is blocked by its full court, and the full court by its halves, but not by the other half', () => {
    expect(relatedCourts(courts, 2)).toEqual([1, 2]);
    expect(relatedCourts(courts, 1)).toEqual([1, 2, 3]);
    expect(relatedCourts(courts, 4)).toEqual([4]);
  });

  it('two courts conflict exactly when they share a leaf court', () => {
    const ids = courts.map((c) => c.id);
    for (const a of ids) {
      for (const b of ids) {
        const share = leafCourts(courts, a).some((leaf) => leafCourts(courts, b).includes(leaf));
        expect(relatedCourts(courts, a).includes(b)).toBe(share);
      }
    }
  });
});
