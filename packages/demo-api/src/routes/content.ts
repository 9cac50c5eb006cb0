import { Hono } from 'hono';
import { PATH } from '@wl/api-client/protocol';
import { absoluteUrl, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { currentMember } from '../middleware';
import { ANNOUNCEMENT_TYPES } from '../seed/types';
import type { AnnouncementType, DemoAnnouncement } from '../seed/types';

export type WireAnnouncement = DemoAnnouncement & { read: boolean };

/** MCSFE_getListAnnouncements: one list per type; lists of types not asked for are empty. */
export interface AnnouncementsValue {
  banners: WireAnnouncement[];
  player: WireAnnouncement[];
  popup: WireAnnouncement[];
  promotion: WireAnnouncement[];
  hot: WireAnnouncement[];
  agent: WireAnnouncement[];
  /** with type A: the member's unread agent notices */
  footer?: { unreadCount: number };
}

const LIST_OF_TYPE: Record<AnnouncementType, Exclude<keyof AnnouncementsValue, 'footer'>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
  A: 'agent',
};

/** Home types when the query names none (spec 001 section 9). */
const DEFAULT_TYPES: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

function toWire(c: DemoContext, a: DemoAnnouncement, read: boolean): WireAnnouncement {
  return {
    ...a,
    url: a.url === null ? null : absoluteUrl(c, a.url),
    announcementImages: a.announcementImages.map((img) => ({ ...img, url: absoluteUrl(c, img.url) })),
    read,
  };
}

export function contentRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  // The token is optional: with one, `read` flags are the member's.
  app.get(PATH.announcements, (c) => {
    const asked = (c.req.query('types') ?? '').split(',').map((t) => t.trim().toUpperCase());
    const known = ANNOUNCEMENT_TYPES.filter((t) => asked.includes(t));
    const types = new Set<AnnouncementType>(known.length > 0 ? known : DEFAULT_TYPES);
    const groupName = c.req.query('groupName')?.trim();
    const member = currentMember(c, state);
    const readIds = member ? c.get('store').readMarks.get(member.id) : undefined;
    const now = state.now();

    const value: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [] };
    for (const a of c.get('store').seed.announcements) {
      if (!types.has(a.type)) continue;
      if (a.type === 'B' && groupName && a.groupName !== groupName) continue;
      if (a.startDate > now || (a.endDate !== null && a.endDate <= now)) continue;
      value[LIST_OF_TYPE[a.type]].push(toWire(c, a, readIds?.has(a.id) ?? false));
    }
    if (types.has('A')) value.footer = { unreadCount: value.agent.filter((a) => !a.read).length };
    return ok(c, value);
  });

  return app;
}
