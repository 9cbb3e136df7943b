import { describe, expect, it } from 'vitest';
import { queryStringOf } from './query-string';

describe('the query string of a request', () => {
  it('writes every part given, numbers as digits, in order', () => {
    expect(queryStringOf({ q: 'able', status: 'void', page: 2, page_size: 25 })).toBe(
      'q=able&status=void&page=2&page_size=25',
    );
    expect(queryStringOf({ from: '2026-01-01', to: '2026-01-31' })).toBe('from=2026-01-01&to=2026-01-31');
  });

  it('leaves out what is not given, and escapes what needs it', () => {
    expect(queryStringOf({ as_at: undefined })).toBe('');
    expect(queryStringOf({ q: 'a&b c', page: 0 })).toBe('q=a%26b+c&page=0');
  });
});
