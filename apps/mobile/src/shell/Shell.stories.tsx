import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithTemplates } from '@wl/brand';
import { Footer } from './Footer';
import { HomeHeader } from './HomeHeader';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';

const meta: Meta = { title: 'app/Shell' };
export default meta;

/** The home-only header as a guest sees it: menu, logo, download app (brands with download links), log in, register, notice. */
export const GuestHomeHeader: StoryObj = {
  render: () => <HomeHeader />,
  // a guest's header only: pinned, so the Session toolbar does not turn it into a member's
  globals: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /log in|entrar|đăng nhập|登录/i })).toHaveAttribute('href', '/m/login');
    await expect(canvas.getByTestId('brand-logo')).toBeVisible();
  },
};

/** The home-only header's centred design (`home_header` centred): the logo in the middle, log in and register under the bar. */
export const CentredHomeHeader: StoryObj = {
  render: () => (
    <WithTemplates templates={{ home_header: 'centred' }}>
      <HomeHeader />
    </WithTemplates>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('brand-logo')).toBeVisible();
  },
};

/** The bottom tab bar as the toolbar's brand chooses it; the active tab follows the route, invite friends shows for guests. */
export const BottomTabBar: StoryObj = {
  render: () => <TabBar />,
};

/** The tab bar's designs (`tab_bar`): the spec's five tabs, five with a raised deposit button, four. */
export const TabBarDesigns: StoryObj = {
  render: () => (
    <>
      {(['five', 'deposit', 'four'] as const).map((design) => (
        <WithTemplates key={design} templates={{ tab_bar: design }}>
          <TabBar />
        </WithTemplates>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const bars = await within(canvasElement).findAllByRole('navigation');
    await expect(bars).toHaveLength(3);
  },
};

/** The side menu: quick tiles, member centre, game centre, customer service, promotions, colour mode and language. */
export const OpenSideMenu: StoryObj = {
  render: () => <SideMenu open onClose={() => undefined} />,
  play: async () => {
    const body = within(document.body);
    const toggle = await body.findByRole('switch', {}, { timeout: 5000 });
    const before = document.documentElement.dataset.theme;
    await userEvent.click(toggle);
    await expect(document.documentElement.dataset.theme).not.toBe(before);
    await userEvent.click(toggle);
  },
};

/** The site footer: one accordion panel open at a time; contact and social links the brand has. */
export const SiteFooter: StoryObj = {
  render: () => <Footer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const games = await canvas.findByRole('button', { name: /games|jogos|trò chơi|游戏/i }, { timeout: 5000 });
    await userEvent.click(games);
    await expect(games).toHaveAttribute('aria-expanded', 'true');
  },
};
