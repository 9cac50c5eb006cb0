import { Suspense } from 'react';
import { useMemberSession } from '@wl/auth';
import { LayoutSlot, variant, type SlotVariants } from '@wl/brand';
import { useHomeAnnouncements } from '@wl/content';
import { Page, type HomeLayoutProps } from './home/homeParts';

/** Home's designs (brand template `home_layout`), each its own chunk; a build ships only those its brand uses. */
const VARIANTS: SlotVariants<'home_layout', HomeLayoutProps> = {
  banners: !import.meta.env.WL_OMIT_HOME_LAYOUT_BANNERS && variant(() => import('./home/BannersFirst'), 'BannersFirst'),
  games: !import.meta.env.WL_OMIT_HOME_LAYOUT_GAMES && variant(() => import('./home/GamesFirst'), 'GamesFirst'),
};

/**
 * Home (id homePage) in the brand's design: banners (group m_home), the announcement ticker, the rolling jackpot,
 * the game area (from @wl/games), hot matches, the login announcement popup and the floating customer-service
 * buttons. On load it renews the member session if there is one, and loads announcements and the wallet.
 */
export function HomePage() {
  useMemberSession();
  const announcements = useHomeAnnouncements();
  return (
    <Page id="homePage">
      <Suspense fallback={null}>
        <LayoutSlot slot="home_layout" variants={VARIANTS} props={{ announcements }} />
      </Suspense>
    </Page>
  );
}
