import { describe, expect, it } from 'vitest';
import { receiptsPathFor, receiptTitle } from './receipt';

describe('receipt title', () => {
  it('names invoice payments after the invoice', () => {
    expect(receiptTitle({ o_id: 5, o_invoice: true, o_invoice_id: 12, o_receipt_id: 77 })).toBe(
      'Invoice #12',
    );
  });

  it('names other orders after their first payment, else the order', () => {
    expect(receiptTitle({ o_id: 5, o_invoice: false, o_invoice_id: null, o_receipt_id: 77 })).toBe(
      'Receipt #77',
    );
    expect(receiptTitle({ o_id: 5, o_invoice: false, o_invoice_id: null, o_receipt_id: null })).toBe(
      'Receipt #5',
    );
  });

  it('goes back to the HPC receipts for HPC orders', () => {
    expect(receiptsPathFor({ o_is_hpc: true })).toBe('/member/hpc/orders');
    expect(receiptsPathFor({ o_is_hpc: false })).toBe('/member/orders');
  });
});
