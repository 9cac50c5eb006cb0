import { TAB, TabBarFrame } from './TabBarFrame';

const TABS = [TAB.home, TAB.promotions, TAB.rewards, TAB.member];

/** Four tabs: home, promotions, rewards, member centre; invite friends is in the side menu (`tab_bar` four). */
export function FourTabs() {
  return <TabBarFrame tabs={TABS} />;
}
