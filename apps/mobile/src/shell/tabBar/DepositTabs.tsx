import { TAB, TabBarFrame } from './TabBarFrame';

const TABS = [TAB.home, TAB.promotions, TAB.deposit, TAB.rewards, TAB.member];

/** Five tabs with a raised deposit button in the centre; invite friends is in the side menu (`tab_bar` deposit). */
export function DepositTabs() {
  return <TabBarFrame tabs={TABS} />;
}
