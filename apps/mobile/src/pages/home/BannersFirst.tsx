import { Banners, BelowFold, Games, Jackpot, Overlays, Ticker, type HomeLayoutProps } from './homeParts';

/** `home_layout` banners: the banners, the ticker and the jackpot first, then the games. */
export function BannersFirst({ announcements }: HomeLayoutProps) {
  return (
    <>
      <Banners announcements={announcements} />
      <Ticker announcements={announcements} />
      <Jackpot />
      <Games />
      <BelowFold />
      <Overlays announcements={announcements} />
    </>
  );
}
