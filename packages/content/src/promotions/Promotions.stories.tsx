import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

const meta: Meta = { title: 'content/Promotions' };
export default meta;

/** /m/activity with the demo platform's promotions: the category filter narrows the cards. */
export const List: StoryObj = {
  render: () => <PromotionsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab', {}, { timeout: 5000 });
    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** /m/activityDetail?id=4001: images, title, dates, the sanitised content and the join button. */
export const Detail: StoryObj = {
  render: () => (
    <Routes location="/m/activityDetail?id=4001">
      <Route path="/m/activityDetail" element={<PromotionDetailPage />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 }, { timeout: 5000 })).toBeVisible();
  },
};
