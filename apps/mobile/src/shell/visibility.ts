import type { RuntimeBrand } from '@wl/brand';
import { isAgentType } from '@wl/auth';
import type { IosInfo, PlatformInfo } from './platform';

type DownloadLinks = RuntimeBrand['links']['download'];

const link = (links: DownloadLinks, type: DownloadLinks[number]['resourceType']) => links.find((l) => l.resourceType === type)?.url;

/** The app links a device can use: iOS gets IOS (and MOBILECONFIG), everyone else Android. */
export function deviceDownloadLinks(links: DownloadLinks, ios: IosInfo | undefined): { app?: string; profile?: string } {
  return ios ? { app: link(links, 'IOS'), profile: link(links, 'MOBILECONFIG') } : { app: link(links, 'Android') };
}

/** iOS 12.4 or later is required for the app (spec 001 section 2). */
export function iosSupportsApp(ios: IosInfo): boolean {
  return ios.major > 12 || (ios.major === 12 && ios.minor >= 4);
}

/** The add-to-home tips: iOS 12 below 12.2, or 11 and under. */
export function showIosAddToHomeTips(ios: IosInfo | undefined): boolean {
  if (!ios) return false;
  return ios.major <= 11 || (ios.major === 12 && ios.minor < 2);
}

export interface DownloadBarInput {
  platform: PlatformInfo;
  links: DownloadLinks;
  /** localStorage hideDownloadBar (the player closed it) */
  hidden: boolean;
  /** localStorage WEBCLIP: a home-screen shortcut exists */
  webclip: boolean;
  /** the brand's downloadBarRequiresLogin: only a logged-in player gets the bar */
  requiresLogin: boolean;
  loggedIn: boolean;
}

/**
 * Whether the download bar shows (spec 001 section 2): hidden by the hideDownloadBar flag (forced on in an
 * installed web app), inside the native app, without a suitable link, with a home-screen shortcut and no iOS
 * link, or on an iOS the app does not support; for a guest when the brand requires login for it.
 */
export function downloadBarVisible({ platform, links, hidden, webclip, requiresLogin, loggedIn }: DownloadBarInput): boolean {
  if (hidden || platform.standalone || platform.nativeApp) return false;
  if (requiresLogin && !loggedIn) return false;
  const { app, profile } = deviceDownloadLinks(links, platform.ios);
  if (!app && !profile) return false;
  if (webclip && !link(links, 'IOS')) return false;
  if (platform.ios && !iosSupportsApp(platform.ios) && !profile) return false;
  return true;
}

/** The home header's download button: home paths only, not in the native or installed app, APPWINDOW on, links exist. */
export function homeDownloadButtonVisible(input: { homePath: boolean; platform: PlatformInfo; appWindow: boolean; links: DownloadLinks }): boolean {
  const { homePath, platform, appWindow, links } = input;
  const hasLinks = links.some((l) => l.resourceType === 'IOS' || l.resourceType === 'Android' || l.resourceType === 'MOBILECONFIG');
  return homePath && !platform.nativeApp && !platform.standalone && appWindow && hasLinks;
}

export type QuickTile = 'deposit' | 'withdraw' | 'promotion' | 'share' | 'rewardCenter' | 'cashBack';

/** The side menu's quick tiles; share only for guests or when REFERRAL is enabled. */
export function quickTiles(referral: boolean): QuickTile[] {
  const tiles: QuickTile[] = ['deposit', 'withdraw', 'promotion', 'share', 'rewardCenter', 'cashBack'];
  return referral ? tiles : tiles.filter((t) => t !== 'share');
}

export type SocialKey = keyof RuntimeBrand['links']['social'];
export type ContactKey = keyof RuntimeBrand['links']['contact'];

/** Only the links the brand has, in the spec's order. */
export function presentLinks<K extends string>(links: Partial<Record<K, string>>, order: readonly K[]): { key: K; url: string }[] {
  return order.flatMap((key) => (links[key] ? [{ key, url: links[key] }] : []));
}
export const CONTACT_ORDER: readonly ContactKey[] = ['telegram', 'facebook', 'instagram'];
export const SOCIAL_ORDER: readonly SocialKey[] = ['facebook', 'whatsapp', 'youtube', 'tiktok', 'instagram', 'twitter'];

export type FooterSection = 'games' | 'help';

/** The footer's accordion sections: game categories, and help only when help items exist. */
export function footerSections(helpCount: number): FooterSection[] {
  return helpCount > 0 ? ['games', 'help'] : ['games'];
}

/** Affiliate: /m/agentRegister for agent types, /m/inviteFriends for others, /m/login without a session. */
export function affiliatePath(session: { type: number } | null): string {
  if (!session) return '/m/login';
  return isAgentType(session.type) ? '/m/agentRegister' : '/m/inviteFriends';
}
