// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountMessage, cleanName, depositorNameMessage, promotionMessage, receiptMessage, recordRange, referenceMessage, transferTimeMessage } from './rules';

const channel = { minAmount: '50.00', maxAmount: '50000.00' };
const format = (amount: string) => `R$ ${amount}`;

describe('deposit rules', () => {
  it.each([
    ['abc', 'amount.format', undefined],
    ['-5', 'amount.negative', undefined],
    ['0', 'amount.zero', undefined],
    ['10.123', 'amount.decimals', undefined],
    ['49.99', 'amount.belowMin', 'R$ 50.00'],
    ['50000.01', 'amount.aboveMax', 'R$ 50000.00'],
    ['9999999999999', 'amount.tooLarge', undefined],
    ['', 'amount.required', undefined],
  ])('amount %j: %s', (input, key, limit) => {
    expect(amountMessage(input, channel, format)).toEqual({ key, values: limit === undefined ? undefined : { limit } });
  });

  it('reads pasted amounts with thousands separators or a decimal comma', () => {
    for (const input of ['1,234.50', '1.234,50', '62,5', ' 100 ']) expect(amountMessage(input, channel, format)).toBeUndefined();
  });

  it('asks for the promotion minimum once the amount reads', () => {
    const promotion = { promotionId: 1, title: 'x', minDeposit: '100.00' };
    expect(promotionMessage(promotion, '99.99', format)).toEqual({ key: 'deposit.promotion.belowMin', values: { limit: 'R$ 100.00' } });
    expect(promotionMessage(promotion, '100', format)).toBeUndefined();
    expect(promotionMessage(promotion, 'abc', format)).toBeUndefined();
    expect(promotionMessage(undefined, '1', format)).toBeUndefined();
  });

  it('takes depositor names of letters and spaces only, in any script', () => {
    for (const name of ['Ana Souza', 'Nguyễn Văn An', '王小明', '  Ana   Souza ']) expect(depositorNameMessage(name)).toBeUndefined();
    expect(cleanName('  Ana   Souza ')).toBe('Ana Souza');
    expect(depositorNameMessage('')).toEqual({ key: 'deposit.errors.nameRequired' });
    for (const name of ['<b>Ana</b>', 'Ana 😀', 'Ana1', "O'Brien", 'Ana<script>'])
      expect(depositorNameMessage(name)).toEqual({ key: 'deposit.errors.nameLetters' });
    expect(depositorNameMessage('A')).toEqual({ key: 'deposit.errors.nameLength' });
    expect(depositorNameMessage('a'.repeat(51))).toEqual({ key: 'deposit.errors.nameLength' });
  });

  it('wants a transfer time that is not in the future', () => {
    const now = Date.parse('2026-11-25T12:00:00');
    expect(transferTimeMessage('', now)).toEqual({ key: 'deposit.errors.timeRequired' });
    expect(transferTimeMessage('2026-11-25T11:30', now)).toBeUndefined();
    expect(transferTimeMessage('2026-11-25T13:00', now)).toEqual({ key: 'deposit.errors.timeFuture' });
  });

  it('takes references of letters, digits and a few marks', () => {
    expect(referenceMessage('')).toBeUndefined();
    expect(referenceMessage('REF-2026/11 #4')).toBeUndefined();
    expect(referenceMessage('<img src=x>')).toEqual({ key: 'deposit.errors.referenceFormat' });
    expect(referenceMessage('x'.repeat(65))).toEqual({ key: 'deposit.errors.referenceFormat' });
  });

  it('takes JPEG, PNG or WebP receipts up to 5 MB', () => {
    expect(receiptMessage(null)).toBeUndefined();
    expect(receiptMessage(new File(['x'], 'r.webp', { type: 'image/webp' }))).toBeUndefined();
    expect(receiptMessage(new File(['%PDF'], 'r.pdf', { type: 'application/pdf' }))).toEqual({ key: 'deposit.errors.receiptType' });
    expect(receiptMessage(new File(['<svg/>'], 'r.svg', { type: 'image/svg+xml' }))).toEqual({ key: 'deposit.errors.receiptType' });
    expect(receiptMessage(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'r.png', { type: 'image/png' }))).toEqual({
      key: 'deposit.errors.receiptSize',
      values: { size: '5' },
    });
    expect(receiptMessage(new File([new Uint8Array(5 * 1024 * 1024)], 'r.png', { type: 'image/png' }))).toBeUndefined();
  });

  it('asks for the last 30 UTC days', () => {
    expect(recordRange(30, Date.parse('2026-11-25T23:30:00Z'))).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
  });
});
