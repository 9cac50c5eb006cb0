import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@wl/auth/testing';
import { NoticeCard } from './NoticeCard';

const notice = {
  id: 42,
  title: 'Maintenance tonight',
  startDate: new Date(2026, 2, 5, 13).getTime(),
  content: '<p>Games <b>pause</b> at <i>2 am</i>.</p><script>alert(1)</script>',
  read: false,
};

describe('NoticeCard', () => {
  it('shows title, YYYY-MM-DD start date and plain-text content; a tap expands it and reports it read', async () => {
    const onRead = vi.fn();
    await renderApp(<NoticeCard notice={notice} onRead={onRead} />);
    const head = await screen.findByRole('button', { name: 'Maintenance tonight' });
    expect(head).toHaveAccessibleDescription('Unread 2026-03-05');
    expect(screen.getByText('Games pause at 2 am.')).toBeInTheDocument();
    expect(document.querySelector('b, script')).toBeNull();
    expect(head).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(onRead).toHaveBeenCalledWith(42);
    await userEvent.click(head);
    await userEvent.click(head);
    // closing reports nothing; the parent marks it read after the first report
    expect(onRead).toHaveBeenCalledTimes(2);
  });

  it('keeps the paragraphs and line breaks of the content apart, not run together', async () => {
    const content = '<p>Tiers were raised.</p><p>Payouts follow on Monday.<br>Questions? Ask your manager.</p>';
    await renderApp(<NoticeCard notice={{ ...notice, content }} onRead={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Maintenance tonight' }));
    const body = document.getElementById(screen.getByRole('button', { name: 'Maintenance tonight' }).getAttribute('aria-controls')!)!;
    expect(body.textContent).toBe('Tiers were raised.\n\nPayouts follow on Monday.\nQuestions? Ask your manager.');
    expect(body).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('does not report a read notice', async () => {
    const onRead = vi.fn();
    await renderApp(<NoticeCard notice={{ ...notice, read: true }} onRead={onRead} />);
    const head = await screen.findByRole('button', { name: 'Maintenance tonight' });
    expect(head).toHaveAccessibleDescription('2026-03-05');
    await userEvent.click(head);
    expect(onRead).not.toHaveBeenCalled();
  });
});
