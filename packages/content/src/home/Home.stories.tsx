import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerServiceButtons } from '../customerService/CustomerServiceButtons';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { BannerCarousel } from './BannerCarousel';
import { HotMatches } from './HotMatches';
import { JackpotCounter } from './JackpotCounter';
import { useHomeAnnouncements } from './homeParts';

const meta: Meta = { title: 'content/Home' };
export default meta;

function HomeBanners() {
  const { data, isLoading } = useHomeAnnouncements();
  return <BannerCarousel banners={data?.banners ?? []} loading={isLoading} label="Banners" />;
}

/** Banners of group m_home from the demo platform, looping. */
export const Banners: StoryObj = {
  render: () => <HomeBanners />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Banners' }).querySelectorAll('img').length).toBeGreaterThan(0), { timeout: 8000 });
  },
};

/** A banner whose image fails is hidden; with none left, the carousel takes no space. */
export const BrokenBanner: StoryObj = {
  render: () => <BannerCarousel banners={[{ id: 1, url: 'data:image/png;base64,AAAA', groupName: 'm_home', title: 'Broken' }]} label="Banners" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Banners' })).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Banners' })).toBeNull(), { timeout: 8000 });
  },
};

/** The announcement ticker: titles scroll; each opens its announcement. */
export const Ticker: StoryObj = {
  render: () => (
    <AnnouncementMarquee
      items={[
        { id: 1, title: 'Scheduled maintenance on Tuesday' },
        { id: 2, title: 'New payment channel' },
      ]}
    />
  ),
  // the ticker renders its links once it has measured them (ResizeObserver): wait for them, do not read at once
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'New payment channel' })).toHaveAttribute('href', '/m/notice?index=1');
  },
};

/** No announcements: the no_announcement message, still leading to the notice page. */
export const EmptyTicker: StoryObj = { render: () => <AnnouncementMarquee items={[]} /> };

/** The rolling jackpot counter. */
export const Jackpot: StoryObj = { render: () => <JackpotCounter /> };

/** Sports hot matches with the show/hide toggle. */
export const HotMatchesBlock: StoryObj = {
  render: () => <HotMatches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { expanded: true }, { timeout: 5000 });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The floating customer-service buttons: one handle at the page edge, opening the service links above it. */
export const CustomerService: StoryObj = {
  render: () => <CustomerServiceButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Customer service' }, { timeout: 5000 });
    await userEvent.click(handle);
    await expect(canvas.getByRole('link', { name: 'Online customer service' })).toBeInTheDocument();
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
  },
};
