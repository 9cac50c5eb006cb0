import { Hono } from 'hono';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { fail, svgResponse } from '../http';
import type { DemoEnv } from '../http';
import { contentLanguage } from '../language';
import { DEMO_PATH } from '../paths';
import { findAnnouncementTemplate } from '../seed/content';
import { findCatalogueGame } from '../seed/games';
import { vendorName } from '../seed/vendors';
import { bannerSvg, gameIconSvg } from '../svg';

/** Generated images. They depend on the path only, so they need no merchant and cache well. */
export function cdnRoutes(): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  app.get(DEMO_PATH.gameIcon, (c) => {
    const vendor = c.req.param('vendor');
    const gameId = c.req.param('file').replace(/\.svg$/, '');
    const game = c.req.param('file').endsWith('.svg') ? findCatalogueGame(vendor, gameId) : undefined;
    if (!game) return fail(c, 404, ERROR_CODE.notFound, 'No such game icon.');
    return svgResponse(c, gameIconSvg(vendor, gameId, game.gameName, vendorName(game.gameType, vendor)));
  });

  // `1001.svg` draws the English title, `1001.pt.svg` the Portuguese one (seed/content.ts bannerImagePath)
  app.get(DEMO_PATH.bannerImage, (c) => {
    const match = /^(\d+)(-\d+)?(?:\.([a-z]{2}))?\.svg$/.exec(c.req.param('file'));
    const template = match ? findAnnouncementTemplate(Number(match[1])) : undefined;
    const language = match?.[3] === undefined ? 'en' : contentLanguage(match[3]);
    if (!match || !template || !language) return fail(c, 404, ERROR_CODE.notFound, 'No such banner image.');
    // the colours follow the image, not its language
    return svgResponse(c, bannerSvg(`${match[1]}${match[2] ?? ''}.svg`, template.title[language]));
  });

  return app;
}
