// The rrule package (RFC 5545 recurrence rules), loaded the same way wherever this file runs:
// rrule ships CommonJS for Node and an ES build without a default export for bundlers, so a
// default import is undefined when a test runner picks the ES build. Requiring it always gives
// the CommonJS module.
import { createRequire } from 'node:module';
import type * as RRuleLibrary from 'rrule';

export const { RRule, datetime } = createRequire(import.meta.url)('rrule') as typeof RRuleLibrary;
