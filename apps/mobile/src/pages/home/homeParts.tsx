import styled from 'styled-components';
import {
  AnnouncementMarquee,
  BannerCarousel,
  CustomerServiceButtons,
  HotMatches,
  JackpotCounter,
  LoginAnnouncementPopup,
  type useHomeAnnouncements,
} from '@wl/content';
import { GameHub, WinnersBoard } from '@wl/games';
import { useTranslation } from '@wl/i18n';
import { NearViewport, PartBoundary } from '@wl/ui-kit';

/** What every home design gets: the announcements home loads (banners, ticker, popup). */
export interface HomeLayoutProps {
  announcements: ReturnType<typeof useHomeAnnouncements>;
}

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} ${(p) => p.theme.space['5']};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
`;

/** Banners of group m_home. */
export function Banners({ announcements }: HomeLayoutProps) {
  const { t } = useTranslation();
  return <BannerCarousel banners={announcements.data?.banners ?? []} loading={announcements.isLoading} label={t('nav.promotions')} />;
}

/** The announcement ticker. */
export function Ticker({ announcements }: HomeLayoutProps) {
  return <AnnouncementMarquee items={announcements.data?.player ?? []} onRetry={announcements.isError ? () => void announcements.refetch() : undefined} />;
}

export { JackpotCounter as Jackpot };

/** The game area: the games package's hub (its HOME panel holds the category tiles, vendors and strips). */
export function Games() {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="home-games">
        <Heading id="home-games">{t('home.games')}</Heading>
      </section>
      <GameHub />
    </>
  );
}

/** Below the fold: the winners board and hot matches, rendered when the player scrolls near them. */
export function BelowFold() {
  return (
    <>
      <NearViewport minHeight="300px">
        <WinnersBoard />
      </NearViewport>
      <NearViewport minHeight="1px">
        <PartBoundary>
          <HotMatches />
        </PartBoundary>
      </NearViewport>
    </>
  );
}

/** The login announcement popup and the floating customer-service buttons: not there while their code cannot load. */
export function Overlays({ announcements }: HomeLayoutProps) {
  return (
    <PartBoundary failed={null}>
      <LoginAnnouncementPopup items={announcements.data?.popup ?? []} />
      <CustomerServiceButtons />
    </PartBoundary>
  );
}
