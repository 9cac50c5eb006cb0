import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeHeader } from './HomeHeader';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';

const meta: Meta = { title: 'app/Shell' };
export default meta;

/** The home-only header as a guest sees it: menu, logo, log in, register, notice. */
export const GuestHomeHeader: StoryObj = {
  render: () => <HomeHeader onOpenMenu={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /log in|entrar|đăng nhập|登录/i })).toHaveAttribute('href', '/m/login');
    await expect(canvas.getByTestId('brand-logo')).toBeVisible();
  },
};

/** The bottom tab bar; the active tab follows the route. */
export const BottomTabBar: StoryObj = {
  render: () => <TabBar />,
};

/** The side menu with the colour mode switch and the language picker (brands with several languages). */
export const OpenSideMenu: StoryObj = {
  render: () => <SideMenu open onClose={() => undefined} />,
  play: async () => {
    const body = within(document.body);
    const toggle = await body.findByRole('switch');
    const before = document.documentElement.dataset.theme;
    await userEvent.click(toggle);
    await expect(document.documentElement.dataset.theme).not.toBe(before);
  },
};
