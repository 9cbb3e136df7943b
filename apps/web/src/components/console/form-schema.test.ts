import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { issuesByField } from '../../lib/form';
import { formChecks, formOf } from './form-schema';

interface LineForm {
  name: string;
  lines: { amount: string }[];
}

const form: LineForm = { name: ' Kit ', lines: [{ amount: 'ten' }] };

describe('console form schemas', () => {
  it('says each problem under its field, a dotted path under the nested field', () => {
    const schema = formChecks<LineForm>((f, issue) => {
      if (f.lines.some((l) => !/^\d+$/.test(l.amount))) issue('lines.0.amount', 'Type the amount.');
    });
    const result = schema.safeParse(form);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issuesByField(result.error)).toEqual({ 'lines.0.amount': 'Type the amount.' });
  });

  it('hands the whole form on after the checks of some of its fields', () => {
    const schema = z.pipe(
      formOf<LineForm>(z.looseObject({ name: z.string().check(z.trim(), z.minLength(1, 'Type the name.')) })),
      z.transform((f) => `${f.name}: ${f.lines.length}`),
    );
    expect(schema.parse(form)).toBe('Kit: 1');
    const refused = schema.safeParse({ ...form, name: ' ' });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(issuesByField(refused.error)).toEqual({ name: 'Type the name.' });
  });
});
