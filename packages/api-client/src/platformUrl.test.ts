import { describe, expect, it } from 'vitest';
import { openablePlatformUrl } from './platformUrl';

describe('openablePlatformUrl', () => {
  it('accepts absolute http and https URLs, trimmed', () => {
    expect(openablePlatformUrl('https://pay.example.com/order/1?x=1')).toBe('https://pay.example.com/order/1?x=1');
    expect(openablePlatformUrl('  http://localhost:8080/__demo/pay/D1 ')).toBe('http://localhost:8080/__demo/pay/D1');
    expect(openablePlatformUrl('HTTPS://PAY.EXAMPLE.COM/a')).toBe('https://pay.example.com/a');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a',
    'blob:https://example.com/uuid',
    '//evil.example.com/pay',
    '/m/voucherCenter',
    'pay.example.com',
    'not a url',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(openablePlatformUrl(raw)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const raw of [undefined, null, 42, { href: 'https://example.com' }, ['https://example.com']]) expect(openablePlatformUrl(raw)).toBeUndefined();
  });
});
