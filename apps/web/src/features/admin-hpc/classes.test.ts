import { describe, expect, it } from 'vitest';
import { addedText, addWillText, weekOf } from './classes';

describe('the classes list', () => {
  it('shows the Monday-to-Sunday week of the address, else this week', () => {
    expect(weekOf(new URLSearchParams('week=2026-12-03'), '2026-11-26')).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
    });
    expect(weekOf(new URLSearchParams('week=nonsense'), '2026-11-29')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });
});

describe('adding a member to a class', () => {
  it('says a class with room books them and a full class puts them at the end of its waitlist', () => {
    expect(addWillText({ booked: 3, capacity: 8, waitlisted: 0 })).toBe(
      '5 of 8 places free: the member is booked into the class and emailed.',
    );
    expect(addWillText({ booked: 8, capacity: 8, waitlisted: 2 })).toBe(
      'The class is full (8 of 8 places): the member joins the waitlist at position 3 and is emailed.',
    );
  });

  it('says where the member landed, from the roll the API answered', () => {
    const person = (id: number, name: string) => ({ id, name, email: '' });
    const roll = {
      roll: [{ enrollment_id: 1, member: person(7, 'Ana Diaz'), attendance: null }],
      waitlist: [
        {
          enrollment_id: 2,
          member: person(9, 'Bo Li'),
          position: 1,
          waitlisted_at: '2026-11-29T10:00:00+11:00',
          active_subscription: true,
        },
      ],
    };
    expect(addedText(7, roll)).toBe('Ana Diaz booked into the class.');
    expect(addedText(9, roll)).toBe('Bo Li added to the waitlist at position 1.');
  });
});
