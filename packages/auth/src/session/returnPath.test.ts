// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnPath';

describe('return after login', () => {
  it('goes back to the page the player was on, with its query', () => {
    expect(returnPathFrom({ from: { pathname: '/m/webEmail', search: '?x=1' } })).toBe('/m/webEmail?x=1');
  });
  it('goes home without a page, from login itself, or for an off-site path', () => {
    expect(returnPathFrom(null)).toBe('/m/home');
    expect(returnPathFrom({ from: { pathname: '/m/login' } })).toBe('/m/home');
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBe('/m/home');
  });
});
