// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorGroup, Winner } from '../gamesApi';
import { hubCategories, prizeModeFor, sortVendors, sortWinners, vendorDisplayName, vendorIconPath } from './vendors';

const group = (gameCategory: GameCategory, vendors: [string, string?][]): VendorGroup => ({
  gameCategory,
  vendorNames: vendors.map(([vassalage, accountType = 'NORMAL']) => ({ vassalage, displayName: vassalage, accountType })),
  mapping: [],
});

const SERVER = [
  group('RNG', [['PG'], ['BGS', 'INHOUSE'], ['JILI']]),
  group('LIVE', [['EVO']]),
  group('PVP', [['KY']]),
  group('SPORTS', [['SABA']]),
  group('LOTT', [['TCG']]),
  group('ELOTT', [['ELOTT']]),
  group('COCKFIGHT', [['SV388']]),
];

describe('vendor sorting (spec 001 section 4)', () => {
  it('pulls in-house RNG vendors into INHOUSE at position 2 and folds cockfight into sports', () => {
    const sorted = sortVendors(SERVER);
    expect(sorted.map((c) => c.category)).toEqual(['RNG', 'LIVE', 'INHOUSE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']);
    expect(sorted[0]?.vendors.map((v) => v.vassalage)).toEqual(['PG', 'JILI']);
    expect(sorted[2]?.vendors.map((v) => v.vassalage)).toEqual(['BGS']);
    expect(sorted[4]?.vendors.map((v) => v.vassalage)).toEqual(['SABA', 'SV388']);
  });

  it('adds no INHOUSE category without in-house vendors', () => {
    expect(sortVendors([group('RNG', [['PG']]), group('LIVE', [['EVO']])]).map((c) => c.category)).toEqual(['RNG', 'LIVE']);
  });

  it('the hub menu is HOME, HOT, FAV, then the categories without the lotteries', () => {
    expect(hubCategories(SERVER)).toEqual(['HOME', 'HOT', 'FAV', 'RNG', 'LIVE', 'INHOUSE', 'PVP', 'SPORTS']);
  });

  it('sorts winners by amount, largest first', () => {
    const winners = ['3.00', '900.50', '12.00', '99.99'].map((winAmount) => ({ winAmount }) as Winner);
    expect(sortWinners(winners).map((w) => w.winAmount)).toEqual(['900.50', '99.99', '12.00', '3.00']);
  });

  it('builds a vendor icon path from the CDN, the vendor code and the colour suffix', () => {
    expect(vendorIconPath('https://cdn.example/', 'PG', 'light')).toBe('https://cdn.example/vendors/PG-light.svg');
  });
});

describe('vendor display names', () => {
  const named = (gameCategory: GameCategory, vendors: [string, string][]): VendorGroup => ({
    gameCategory,
    vendorNames: vendors.map(([vassalage, displayName]) => ({ vassalage, displayName, accountType: 'NORMAL' })),
    mapping: [],
  });
  const groups = [
    named('LOTT', [
      ['TCG', 'TCG Lottery'],
      ['LOTT', 'Lotto'],
    ]),
    named('ELOTT', [['TCG', 'TCG E-Lottery']]),
    named('COCKFIGHT', [['SV388', 'SV388 Arena']]),
  ];

  it("shows a vendor by its name in the game's category, else in any category, never by its code when the list names it", () => {
    expect(vendorDisplayName(groups, 'LOTT', 'LOTT')).toBe('Lotto');
    expect(vendorDisplayName(groups, 'LOTT', 'TCG')).toBe('TCG Lottery');
    expect(vendorDisplayName(groups, 'ELOTT', 'TCG')).toBe('TCG E-Lottery');
    expect(vendorDisplayName(groups, 'SPORTS', 'SV388')).toBe('SV388 Arena');
  });

  it('falls back to the code while the list loads or for a vendor it does not have', () => {
    expect(vendorDisplayName(undefined, 'LOTT', 'TCG')).toBe('TCG');
    expect(vendorDisplayName(groups, 'LOTT', 'NEW')).toBe('NEW');
  });
});

describe('prize mode (spec 001 section 4)', () => {
  it('is Elott when the e-lottery mapping has TCG_LOTTO_VN or LOTT, else Lott', () => {
    expect(prizeModeFor([group('ELOTT', [['ELOTT'], ['TCG_LOTTO_VN']])])).toBe('Elott');
    expect(prizeModeFor([group('ELOTT', [['LOTT']])])).toBe('Elott');
    expect(prizeModeFor([group('ELOTT', [['ELOTT'], ['TCG']])])).toBe('Lott');
    expect(prizeModeFor([group('LOTT', [['TCG_LOTTO_VN']])])).toBe('Lott');
    expect(prizeModeFor(undefined)).toBe('Elott');
  });
});
