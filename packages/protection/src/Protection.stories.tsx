import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgeGate } from './layer/AgeGate';
import { ResponsibleGamingPage } from './page/ResponsibleGamingPage';

const meta: Meta = { title: 'protection/Player protection' };
export default meta;

/** The responsible gaming page as a guest sees it: what the tools are, and log in (rules from the demo platform). */
export const ResponsibleGamingGuest: StoryObj = {
  render: () => <ResponsibleGamingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Log in|Entrar|Đăng nhập|登录/ }, { timeout: 8000 })).toHaveAttribute('href', '/m/login');
  },
};

/** The age prompt of a first visit, full screen (the brand's minimum age and name). */
export const AgePrompt: StoryObj = {
  render: () => <AgeGate onConfirmed={() => undefined} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', {}, { timeout: 5000 })).toBeVisible();
  },
};
