import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { NoticePage } from './NoticePage';

const meta: Meta = { title: 'content/NoticePage' };
export default meta;

const at = (location: string) => (
  <Routes location={location}>
    <Route path="/m/notice" element={<NoticePage />} />
  </Routes>
);

/** /m/notice: the announcements, unread ones marked. */
export const List: StoryObj = {
  render: () => at('/m/notice'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** /m/notice?index=3: the security notice, whose script and handlers the sanitiser removed. */
export const SanitisedDetail: StoryObj = {
  render: () => at('/m/notice?index=3'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2 }, { timeout: 5000 });
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};
