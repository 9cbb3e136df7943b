import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../components/form/iso-date';
import { queryStringOf } from '../../lib/query-string';
import {
  apiQueryOf,
  formOf,
  paramsOf,
  searchOf,
  searchOfForm,
  sortModelOf,
  sortOf,
  ZOrderSearchForm,
  type OrderSearchForm,
} from './search';

const blank: OrderSearchForm = { q: '', from: '', to: '', status: '', origin: '', min: '', max: '' };

describe('the order search address', () => {
  it('reads every part of the address, leaving out what the API would refuse', () => {
    expect(
      searchOf(
        new URLSearchParams(
          'q=%20jack%20&from=2026-03-01&to=2026-03-31&status=paid&origin=store&min=2500&max=10000&sort=-total',
        ),
      ),
    ).toEqual({
      q: 'jack',
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'paid',
      origin: 'store',
      min_cents: 2500,
      max_cents: 10000,
      sort: '-total',
    });
    expect(searchOf(new URLSearchParams('from=1/3/2026&status=lost&origin=shop&min=-5&sort=member'))).toEqual(
      {
        q: '',
        from: '',
        to: '',
        status: '',
        origin: '',
        min_cents: null,
        max_cents: null,
        sort: '-date',
      },
    );
  });

  it('writes only what was asked for, and sends the API cents', () => {
    const search = searchOfForm(
      { ...blank, q: ' jack ', min: '25', max: '100.50', status: 'refunded' },
      '-date',
    );
    expect(paramsOf(search).toString()).toBe('q=jack&status=refunded&min=2500&max=10050');
    expect(queryStringOf(apiQueryOf(search, 1, 25))).toBe(
      'q=jack&status=refunded&min_cents=2500&max_cents=10050&sort=-date&page=1&page_size=25',
    );
    expect(formOf(search)).toMatchObject({ min: '25.00', max: '100.50' });
    expect(paramsOf(searchOfForm(blank, '-date')).toString()).toBe('');
  });

  it("maps the grid's sort onto the API's keys, newest first by default", () => {
    expect(sortOf([{ field: 'total_cents', sort: 'desc' }])).toBe('-total');
    expect(sortOf([{ field: 'member', sort: 'asc' }])).toBe('-date');
    expect(sortModelOf('-date')).toEqual([{ field: 'created_at', sort: 'desc' }]);
  });

  it('says what is wrong with the form in its own words', () => {
    const check = (form: Partial<OrderSearchForm>) =>
      ZOrderSearchForm.safeParse({ ...blank, ...form }).success;
    expect(check({ min: '12.50', max: '20', from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(check({ min: '12.345' })).toBe(false);
    expect(check({ min: '30', max: '20' })).toBe(false);
    expect(check({ from: INVALID_DATE })).toBe(false);
    expect(check({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
  });
});
