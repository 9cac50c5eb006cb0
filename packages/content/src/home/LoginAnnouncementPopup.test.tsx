import { useState } from 'react';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@wl/api-client/catalogue';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { Dialog } from '@wl/ui-kit';
import { LoginAnnouncementPopup } from './LoginAnnouncementPopup';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

const item: Announcement = {
  id: 1,
  title: 'Maintenance tonight',
  content: '<p>Games pause at 02:00.</p>',
  category: null,
  startDate: 0,
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  read: false,
};

/** A dialog already on the page when the announcements arrive (the reality check, the age question...). */
function OpenFirst() {
  const [open, setOpen] = useState(true);
  return <Dialog open={open} onClose={() => setOpen(false)} title="Reality check" closeLabel="Keep playing" />;
}

describe('LoginAnnouncementPopup', () => {
  it('never stacks on another dialog: it waits for the one already open to close', async () => {
    sessionStorage.clear();
    await renderApp(
      <>
        <OpenFirst />
        <LoginAnnouncementPopup items={[item]} />
      </>,
      { session: await demoSession(demo.app) },
    );
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toHaveTextContent('Maintenance tonight');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
