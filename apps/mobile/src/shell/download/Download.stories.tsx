import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PanelsProvider } from '../panels';
import { DownloadBar } from './DownloadBar';
import { DownloadPopup } from './DownloadPopup';

const meta: Meta = { title: 'app/Download' };
export default meta;

const panels = (open: 'download' | 'addToHome') => ({ open, show: () => undefined, close: () => undefined });

/** The download bar on home: icon, name, rating 5.0, the app download bonus when APP_DOWNLOAD is on. */
export const Bar: StoryObj = {
  render: () => <DownloadBar onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/5\.0/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The download popup on Android: the app link and add to home screen. */
export const PopupAndroid: StoryObj = {
  render: () => (
    <PanelsProvider value={panels('download')}>
      <DownloadPopup platform={{ nativeApp: false, standalone: false, ios: undefined, safari: false }} />
    </PanelsProvider>
  ),
};

/** iOS 12.1 in Safari: the app needs 12.4, so the add-to-home tips show instead. */
export const PopupOldIos: StoryObj = {
  render: () => (
    <PanelsProvider value={panels('download')}>
      <DownloadPopup platform={{ nativeApp: false, standalone: false, ios: { major: 12, minor: 1 }, safari: true }} />
    </PanelsProvider>
  ),
};

/** iOS without Safari: the Safari-required message. */
export const PopupIosWithoutSafari: StoryObj = {
  render: () => (
    <PanelsProvider value={panels('download')}>
      <DownloadPopup platform={{ nativeApp: false, standalone: false, ios: { major: 17, minor: 0 }, safari: false }} />
    </PanelsProvider>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/Safari/);
  },
};
