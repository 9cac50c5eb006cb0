// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RuntimeBrand } from '@wl/brand';
import { isSafariUa, parseIos, type PlatformInfo } from './platform';
import {
  affiliatePath,
  deviceDownloadLinks,
  downloadBarVisible,
  footerSections,
  homeDownloadButtonVisible,
  presentLinks,
  quickTiles,
  showIosAddToHomeTips,
  SOCIAL_ORDER,
} from './visibility';

const android: PlatformInfo = { nativeApp: false, standalone: false, ios: undefined, safari: false };
const ios = (major: number, minor: number, safari = true): PlatformInfo => ({ ...android, ios: { major, minor }, safari });
const links = {
  android: { resourceType: 'Android' as const, url: 'https://x.example/app.apk' },
  ios: { resourceType: 'IOS' as const, url: 'https://x.example/ios' },
  profile: { resourceType: 'MOBILECONFIG' as const, url: 'https://x.example/p.mobileconfig' },
  telegram: { resourceType: 'TELEGRAM' as const, url: 'https://t.me/x' },
};
const bar = (platform: PlatformInfo, list: RuntimeBrand['links']['download'] = [links.android, links.ios], hidden = false, webclip = false) =>
  downloadBarVisible({ platform, links: list, hidden, webclip, requiresLogin: false, loggedIn: false });

describe('download bar', () => {
  it('shows with a link for the device, and hides when closed (hideDownloadBar)', () => {
    expect(bar(android)).toBe(true);
    expect(bar(android, [links.android], true)).toBe(false);
  });

  it('hides from guests when the brand requires login for it (downloadBarRequiresLogin)', () => {
    const input = { platform: android, links: [links.android], hidden: false, webclip: false };
    expect(downloadBarVisible({ ...input, requiresLogin: true, loggedIn: false })).toBe(false);
    expect(downloadBarVisible({ ...input, requiresLogin: true, loggedIn: true })).toBe(true);
    expect(downloadBarVisible({ ...input, requiresLogin: false, loggedIn: false })).toBe(true);
    // logging in does not bring back a bar the player closed
    expect(downloadBarVisible({ ...input, hidden: true, requiresLogin: true, loggedIn: true })).toBe(false);
  });

  it('hides in the native app and in an installed web app', () => {
    expect(bar({ ...android, nativeApp: true })).toBe(false);
    expect(bar({ ...android, standalone: true })).toBe(false);
  });

  it('hides without a suitable link for the device', () => {
    expect(bar(android, [links.ios, links.telegram])).toBe(false);
    expect(bar(ios(16, 1), [links.android])).toBe(false);
    expect(bar(ios(16, 1), [links.profile])).toBe(true);
  });

  it('hides with a home-screen shortcut and no iOS link', () => {
    expect(bar(android, [links.android], false, true)).toBe(false);
    expect(bar(android, [links.android, links.ios], false, true)).toBe(true);
  });

  it('hides on an iOS the app does not support (below 12.4) unless a profile can be installed', () => {
    expect(bar(ios(12, 3), [links.ios])).toBe(false);
    expect(bar(ios(12, 4), [links.ios])).toBe(true);
    expect(bar(ios(11, 0), [links.ios, links.profile])).toBe(true);
  });

  it('gives iOS its IOS and MOBILECONFIG links and everyone else Android', () => {
    expect(deviceDownloadLinks([links.android, links.ios, links.profile], undefined)).toEqual({ app: links.android.url });
    expect(deviceDownloadLinks([links.android, links.ios, links.profile], { major: 17, minor: 0 })).toEqual({ app: links.ios.url, profile: links.profile.url });
  });

  it('shows the add-to-home tips on iOS 12 below 12.2 and on 11 and under', () => {
    expect(showIosAddToHomeTips({ major: 12, minor: 1 })).toBe(true);
    expect(showIosAddToHomeTips({ major: 11, minor: 4 })).toBe(true);
    expect(showIosAddToHomeTips({ major: 12, minor: 2 })).toBe(false);
    expect(showIosAddToHomeTips(undefined)).toBe(false);
  });
});

describe('platform detection', () => {
  it('reads the iOS version and tells Safari from other iOS browsers', () => {
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
    const chrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/114.0 Mobile/15E148 Safari/604.1';
    expect(parseIos(safari)).toEqual({ major: 12, minor: 1 });
    expect(parseIos('Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36')).toBeUndefined();
    expect(isSafariUa(safari)).toBe(true);
    expect(isSafariUa(chrome)).toBe(false);
  });
});

describe('home header download button', () => {
  const base = { homePath: true, platform: android, appWindow: true, links: [links.android] };
  it('shows on home paths with APPWINDOW on and download links, outside the native and installed app', () => {
    expect(homeDownloadButtonVisible(base)).toBe(true);
    expect(homeDownloadButtonVisible({ ...base, homePath: false })).toBe(false);
    expect(homeDownloadButtonVisible({ ...base, appWindow: false })).toBe(false);
    expect(homeDownloadButtonVisible({ ...base, links: [links.telegram] })).toBe(false);
    expect(homeDownloadButtonVisible({ ...base, platform: { ...android, nativeApp: true } })).toBe(false);
    expect(homeDownloadButtonVisible({ ...base, platform: { ...android, standalone: true } })).toBe(false);
  });
});

describe('side menu tiles, footer and affiliate routing', () => {
  it('offers share only with the referral rule', () => {
    expect(quickTiles(true)).toEqual(['deposit', 'withdraw', 'promotion', 'share', 'rewardCenter', 'cashBack']);
    expect(quickTiles(false)).not.toContain('share');
  });

  it('shows the help section only when help items exist', () => {
    expect(footerSections(0)).toEqual(['games']);
    expect(footerSections(3)).toEqual(['games', 'help']);
  });

  it('keeps only the social links the brand has, in the spec order', () => {
    expect(presentLinks({ youtube: 'https://y', facebook: 'https://f' }, SOCIAL_ORDER)).toEqual([
      { key: 'facebook', url: 'https://f' },
      { key: 'youtube', url: 'https://y' },
    ]);
    expect(presentLinks({}, SOCIAL_ORDER)).toEqual([]);
  });

  it('sends agents to agentRegister, others to inviteFriends and guests to login', () => {
    expect(affiliatePath(null)).toBe('/m/login');
    expect(affiliatePath({ type: 0 })).toBe('/m/inviteFriends');
    expect(affiliatePath({ type: 4 })).toBe('/m/inviteFriends');
    expect(affiliatePath({ type: 2 })).toBe('/m/agentRegister');
  });
});
