import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPage } from './StatusPage';

const meta: Meta<typeof StatusPage> = {
  title: 'app/StatusPage',
  component: StatusPage,
  args: { ip: '203.0.113.7', checking: false, onCheckAgain: () => undefined },
};
export default meta;
type Story = StoryObj<typeof StatusPage>;

export const Maintenance: Story = { args: { mode: 'maintenance' } };

export const RegionRestricted: Story = {
  args: { mode: 'restricted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/203\.0\.113\.7/)).toBeVisible();
    // customer service: the merchant's entry, once the platform has answered
    const contact = await within(canvasElement).findByRole('link', {}, { timeout: 10_000 });
    await expect(contact.getAttribute('href')).toMatch(/^https:\/\//);
  },
};
