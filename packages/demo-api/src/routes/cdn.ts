import { Hono } from 'hono';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { fail, svgResponse } from '../http';
import type { DemoEnv } from '../http';
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

  app.get(DEMO_PATH.bannerImage, (c) => {
    const match = /^(\d+)(?:-(\d+))?\.svg$/.exec(c.req.param('file'));
    const template = match ? findAnnouncementTemplate(Number(match[1])) : undefined;
    if (!match || !template) return fail(c, 404, ERROR_CODE.notFound, 'No such banner image.');
    return svgResponse(c, bannerSvg(match[0], template.title));
  });

  return app;
}
