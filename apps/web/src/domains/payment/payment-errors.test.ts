import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { endsAttempt, paymentErrorText } from './payment-errors';

const membership = { invalidText: 'Membership Data Invalid', allowAuth: true };
const invoice = { invalidText: 'Invoice Data Invalid', allowPaid: true, allowAuth: true };
const store = { invalidText: 'Attendee / Assign Data Invalid' };

describe('payment error texts', () => {
  it('shows error_response and error_payment as the server sent them', () => {
    expect(paymentErrorText(new ApiError(402, 'error_payment', 'Your card was declined.'), membership)).toBe(
      'Your card was declined.',
    );
    expect(
      paymentErrorText(new ApiError(422, 'error_response', 'This voucher has expired.'), membership),
    ).toBe('This voucher has expired.');
  });

  it("shows the area's own text for error_validation", () => {
    expect(paymentErrorText(new ApiError(422, 'error_validation', 'whatever'), membership)).toBe(
      'Membership Data Invalid',
    );
    expect(paymentErrorText(new ApiError(422, 'error_validation', 'whatever'), invoice)).toBe(
      'Invoice Data Invalid',
    );
  });

  it('shows error_auth on membership and invoices, and error_paid on invoices only', () => {
    expect(paymentErrorText(new ApiError(403, 'error_auth', 'Not allowed'), membership)).toBe('Not allowed');
    // The store's checkout catalogue has no error_auth: it says 'Payment Invalid'.
    expect(paymentErrorText(new ApiError(403, 'error_auth', 'Not allowed'), store)).toBe('Payment Invalid');
    expect(paymentErrorText(new ApiError(409, 'error_paid', 'Paid in full.'), invoice)).toBe('Paid in full.');
    expect(paymentErrorText(new ApiError(409, 'error_paid', 'Paid in full.'), membership)).toBe(
      'Payment Invalid',
    );
  });

  it("shows an area's extra keys as sent (court hire's error_collision)", () => {
    const booking = { invalidText: 'Booking Data Invalid', messageKeys: ['error_collision'] };
    expect(paymentErrorText(new ApiError(409, 'error_collision', 'Just booked.'), booking)).toBe(
      'Just booked.',
    );
    expect(paymentErrorText(new ApiError(409, 'error_collision', 'Just booked.'), membership)).toBe(
      'Payment Invalid',
    );
  });

  it("falls back to 'Payment Invalid'", () => {
    expect(paymentErrorText(new ApiError(404, 'not_found', 'Invoice not found'), invoice)).toBe(
      'Payment Invalid',
    );
    expect(paymentErrorText(new Error('boom'), invoice)).toBe('Payment Invalid');
  });
});

describe('payment attempts', () => {
  it('a definitive answer ends the attempt; no answer or a gateway outage keeps the key for the retry', () => {
    expect(endsAttempt(new ApiError(402, 'error_payment', 'declined'))).toBe(true);
    expect(endsAttempt(new ApiError(409, 'error_response', 'key reused'))).toBe(true);
    expect(endsAttempt(new ApiError(0, 'network_error', 'offline'))).toBe(false);
    expect(endsAttempt(new ApiError(502, 'error_response', 'gateway down'))).toBe(false);
  });
});
