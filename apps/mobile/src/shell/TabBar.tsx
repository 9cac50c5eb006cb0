import { Suspense } from 'react';
import { LayoutSlot, variant, type SlotVariants } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { isTabActive, Nav } from './tabBar/TabBarFrame';

export { isTabActive };

/** The tab bar's designs (brand template `tab_bar`), each its own chunk; a build ships only those its brand uses. */
const VARIANTS: SlotVariants<'tab_bar', object> = {
  five: !import.meta.env.WL_OMIT_TAB_BAR_FIVE && variant(() => import('./tabBar/FiveTabs'), 'FiveTabs'),
  deposit: !import.meta.env.WL_OMIT_TAB_BAR_DEPOSIT && variant(() => import('./tabBar/DepositTabs'), 'DepositTabs'),
  four: !import.meta.env.WL_OMIT_TAB_BAR_FOUR && variant(() => import('./tabBar/FourTabs'), 'FourTabs'),
};

/** The bottom tab bar in the brand's design; its place is kept while the design loads (preloaded by the page). */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Nav aria-label={t('nav.mainNavigation')} $count={1} />}>
      <LayoutSlot slot="tab_bar" variants={VARIANTS} props={{}} />
    </Suspense>
  );
}
