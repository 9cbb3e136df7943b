import { describe, expect, it } from 'vitest';
import { moveItem, notChosen } from './reorder';

describe('moving an entry of an ordered list', () => {
  const order = ['percentage', 'wins', 'head_to_head'];

  it('moves an entry up or down by one place, keeping the others in order', () => {
    expect(moveItem(order, 1, -1)).toEqual(['wins', 'percentage', 'head_to_head']);
    expect(moveItem(order, 0, 1)).toEqual(['wins', 'percentage', 'head_to_head']);
    expect(moveItem(order, 0, 2)).toEqual(['wins', 'head_to_head', 'percentage']);
  });

  it('leaves the list as it was when the entry is already first or last', () => {
    expect(moveItem(order, 0, -1)).toEqual(order);
    expect(moveItem(order, 2, 1)).toEqual(order);
  });

  it('never changes the list it was given', () => {
    const before = [...order];
    moveItem(order, 2, -2);
    expect(order).toEqual(before);
  });

  it('offers the choices not yet chosen, in their own order', () => {
    expect(notChosen(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual(['b', 'd']);
  });
});
