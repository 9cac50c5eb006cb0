// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread';

describe('unread badge formatting', () => {
  it('shows nothing to guests, for zero or for an unknown count', () => {
    expect(unreadBadgeText(5, false)).toBeNull();
    expect(unreadBadgeText(0, true)).toBeNull();
    expect(unreadBadgeText(undefined, true)).toBeNull();
  });
  it('shows the count up to 99, then 99+', () => {
    expect(unreadBadgeText(1, true)).toBe('1');
    expect(unreadBadgeText(99, true)).toBe('99');
    expect(unreadBadgeText(100, true)).toBe('99+');
    expect(unreadBadgeText(12345, true)).toBe('99+');
  });
});
