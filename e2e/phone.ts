/**
 * The phone the e2e suite and the visual tests (visual/stories.ts) use: 360 px, touch, reduced motion, English, at
 * 1 device pixel per CSS pixel (the e2e tests check behaviour, not pixels, and raster work on 2 cores is dear).
 */
export const PHONE = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
  locale: 'en-US',
} as const;
