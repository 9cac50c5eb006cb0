import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerServiceScript } from '@wl/api-client/catalogue';
import { renderApp, startDemoPlatform } from '@wl/auth/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CustomerServiceButtons } from './CustomerServiceButtons';

const demo = startDemoPlatform();

describe('floating customer-service buttons', () => {
  it('start collapsed behind one handle and open the service links above it', async () => {
    await renderApp(<CustomerServiceButtons />);
    const handle = await screen.findByRole('button', { name: 'Customer service' });
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(handle).toHaveAttribute('aria-controls', list.id);
    const links = within(list).getAllByRole('link');
    // online service first, then the messaging apps by position; FACEBOOK and YOUTUBE are not shown
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Online customer service',
      'Customer service 1: Telegram',
      'Customer service 2: Telegram VIP',
    ]);
    expect(links[1]).toHaveAttribute('href', 'https://t.me/novaplay_service');
    expect(links[1]).toHaveAttribute('target', '_blank');
  });

  it('collapses again on Escape, on the handle and after choosing a button', async () => {
    await renderApp(<CustomerServiceButtons />);
    const handle = await screen.findByRole('button', { name: 'Customer service' });
    await userEvent.click(handle);
    await userEvent.keyboard('{Escape}');
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(handle);
    await userEvent.click(handle);
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(handle);
    await userEvent.click(screen.getByRole('link', { name: 'Online customer service' }));
    expect(handle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing when the platform has no service to show', async () => {
    let asked = false;
    demo.server.use(
      http.get(`*${customerServiceScript.path}`, () => {
        asked = true;
        return HttpResponse.json({ success: true, code: '0', message: '', value: [] });
      }),
    );
    const { container } = await renderApp(<CustomerServiceButtons />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });
});
