import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { HelpPage } from './HelpPage';

const meta: Meta = { title: 'content/HelpPage' };
export default meta;

/** /m/help?i=1: the help centre on its second tab. */
export const SecondTab: StoryObj = {
  render: () => (
    <Routes location="/m/help?i=1">
      <Route path="/m/help" element={<HelpPage />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const tabs = await within(canvasElement).findAllByRole('tab', {}, { timeout: 5000 });
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};
