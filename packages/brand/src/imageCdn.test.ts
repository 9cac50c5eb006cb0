// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageCdnFor, pickImageCdn } from './imageCdn';

const hosts = ['https://img1.example', 'https://img2.example', 'https://img3.example'];

describe('image host', () => {
  it('picks from the list by the random draw, the last one for a draw of almost 1', () => {
    expect(pickImageCdn(hosts, () => 0)).toBe('https://img1.example');
    expect(pickImageCdn(hosts, () => 0.5)).toBe('https://img2.example');
    expect(pickImageCdn(hosts, () => 0.9999)).toBe('https://img3.example');
  });

  it('has no host for an empty list (the caller’s default applies)', () => {
    expect(pickImageCdn([], () => 0.5)).toBeUndefined();
    expect(imageCdnFor([])).toBeUndefined();
  });

  it('keeps one host per page load for the same list', () => {
    const first = imageCdnFor(hosts);
    expect(hosts).toContain(first);
    for (let i = 0; i < 20; i += 1) expect(imageCdnFor(hosts)).toBe(first);
  });
});
