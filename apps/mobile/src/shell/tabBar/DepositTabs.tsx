import styled from 'styled-components';
import { Tab, TAB, TabBarFrame } from './TabBarFrame';

/** The deposit tab of the `deposit` bar: a round button raised above the bar, its label under it. */
const RaisedTab = styled(Tab)`
  color: ${(p) => p.theme.color.text.primary};
  /* the raised circle grows with the text size as far as a fifth of a 320 px phone holds it (icon, padding, border) */
  svg {
    box-sizing: content-box;
    margin-top: calc(-1 * min(1.25rem, 24px));
    padding: min(0.625rem, 12px);
    border: 3px solid ${(p) => p.theme.color.bg.raised};
    border-radius: 50%;
    background: ${(p) => p.theme.color.brand.primary};
    color: ${(p) => p.theme.color.text.onPrimary};
    box-shadow: ${(p) => p.theme.shadow.raised};
  }
`;

const TABS = [TAB.home, TAB.promotions, { ...TAB.deposit, look: RaisedTab }, TAB.rewards, TAB.member];

/** Five tabs with a raised deposit button in the centre; invite friends is in the side menu (`tab_bar` deposit). */
export function DepositTabs() {
  return <TabBarFrame tabs={TABS} />;
}
