import { TAB, TabBarFrame } from './TabBarFrame';

const TABS = [TAB.home, TAB.promotions, TAB.invite, TAB.rewards, TAB.member];

/** The spec's five tabs: home, promotions, invite friends, rewards, member centre (`tab_bar` five). */
export function FiveTabs() {
  return <TabBarFrame tabs={TABS} />;
}
