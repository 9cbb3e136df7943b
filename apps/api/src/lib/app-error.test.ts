import { BOOKING_ERROR_KEYS, PAYMENT_ERROR_KEYS } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest } from './app-error.js';

describe('AppError', () => {
  it('takes its status from the code, never from the thrower', () => {
    expect(new AppError('not_found', 'x').statusCode).toBe(404);
    expect(new AppError('class_full', 'x').statusCode).toBe(409);
    expect(badRequest('x').statusCode).toBe(400);
    expect(badRequest('x', { name: ['Required'] }).statusCode).toBe(422);
  });

  it('answers the key the screens know for situations that share one', () => {
    const answer = (e: AppError) => [e.statusCode, e.key];
    expect(answer(new AppError('gateway_unavailable', 'x'))).toEqual([502, 'error_response']);
    expect(answer(new AppError('voucher_tries_used_up', 'x'))).toEqual([429, 'error_response']);
    expect(answer(new AppError('idempotency_key_reused', 'x'))).toEqual([409, 'error_response']);
    expect(answer(new AppError('enrolment_cancelled', 'x'))).toEqual([422, 'not_enrolled']);
    expect(answer(new AppError('error_response', 'x'))).toEqual([422, 'error_response']);
  });

  it('has a code for every payment and booking key, answered as itself', () => {
    for (const key of [...PAYMENT_ERROR_KEYS, ...BOOKING_ERROR_KEYS]) {
      expect(new AppError(key, 'x').key).toBe(key);
    }
  });
});
