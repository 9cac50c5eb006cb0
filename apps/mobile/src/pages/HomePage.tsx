import { Suspense } from 'react';
import styled from 'styled-components';
import { useMemberSession } from '@wl/auth';
import {
  AnnouncementMarquee,
  BannerCarousel,
  CustomerServiceButtons,
  HotMatches,
  JackpotCounter,
  LoginAnnouncementPopup,
  useHomeAnnouncements,
} from '@wl/content';
import { GameHub, WinnersBoard } from '@wl/games';
import { useTranslation } from '@wl/i18n';
import { NearViewport } from '@wl/ui-kit';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} ${(p) => p.theme.space['5']};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
`;

/** Keeps a lazy part's space empty while it loads, never the whole page. */
const Later = ({ children }: { children: React.ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * Home (id homePage): banners (group m_home), the announcement ticker, the rolling jackpot, the game area
 * (from @wl/games), hot matches, the login announcement popup and the floating customer-service buttons.
 * On load it renews the member session if there is one, and loads announcements and the wallet.
 */
export function HomePage() {
  const { t } = useTranslation();
  useMemberSession();
  const announcements = useHomeAnnouncements();
  return (
    <Page id="homePage">
      <BannerCarousel banners={announcements.data?.banners ?? []} loading={announcements.isLoading} label={t('nav.promotions')} />
      <AnnouncementMarquee items={announcements.data?.player ?? []} onRetry={announcements.isError ? () => void announcements.refetch() : undefined} />
      <JackpotCounter />
      {/* game area: the games package's hub (its HOME panel holds the category tiles and strips) and winners board */}
      <section aria-labelledby="home-games">
        <Heading id="home-games">{t('home.games')}</Heading>
      </section>
      <GameHub />
      {/* below the fold: rendered when the player scrolls near them, not while home loads */}
      <NearViewport minHeight="300px">
        <WinnersBoard />
      </NearViewport>
      <NearViewport minHeight="1px">
        <Later>
          <HotMatches />
        </Later>
      </NearViewport>
      <Later>
        <LoginAnnouncementPopup items={announcements.data?.popup ?? []} />
        <CustomerServiceButtons />
      </Later>
    </Page>
  );
}
