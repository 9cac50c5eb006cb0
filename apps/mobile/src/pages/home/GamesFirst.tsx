import { Banners, BelowFold, Games, Jackpot, Overlays, Ticker, type HomeLayoutProps } from './homeParts';

/** `home_layout` games: the ticker, then the games (categories, vendors and hot games) first; banners and the jackpot after them. */
export function GamesFirst({ announcements }: HomeLayoutProps) {
  return (
    <>
      <Ticker announcements={announcements} />
      <Games />
      <Banners announcements={announcements} />
      <Jackpot />
      <BelowFold />
      <Overlays announcements={announcements} />
    </>
  );
}
