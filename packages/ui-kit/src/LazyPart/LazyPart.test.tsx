import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageStateLabelsProvider } from '../PageState/labels';
import { renderWithTheme } from '../testing';
import { lazyPart, PartBoundary } from './LazyPart';

const labels = { loading: 'Loading', failed: 'Loading failed, tap to retry', retry: 'Retry', empty: 'Nothing yet' };

/** A chunk loader that fails while `offline.value` is true, as `import()` does without a network. */
function chunk(offline: { value: boolean }) {
  return vi.fn(async () => {
    if (offline.value) throw new TypeError('Failed to fetch dynamically imported module');
    return function Jackpot({ amount }: { amount: string }) {
      return <p>Jackpot {amount}</p>;
    };
  });
}

function Screen({ Part, failed }: { Part: React.ComponentType<{ amount: string }>; failed?: React.ReactNode }) {
  return (
    <PageStateLabelsProvider labels={labels}>
      <h1>Home</h1>
      <PartBoundary fallback={<p>Holding the place</p>} failed={failed}>
        <Part amount="1,000.00" />
      </PartBoundary>
      <p>Games below</p>
    </PageStateLabelsProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('lazyPart in a PartBoundary', () => {
  it('holds its place while the chunk loads, then shows the part with its props', async () => {
    const load = chunk({ value: false });
    renderWithTheme(<Screen Part={lazyPart(load)} />);
    expect(screen.getByText('Holding the place')).toBeInTheDocument();
    expect(await screen.findByText('Jackpot 1,000.00')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be had shows a retry in the part only; the retry loads the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = { value: true };
    const load = chunk(offline);
    renderWithTheme(<Screen Part={lazyPart(load)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading failed, tap to retry');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Games below')).toBeInTheDocument();

    offline.value = false;
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, tap to retry' }));
    expect(await screen.findByText('Jackpot 1,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part that can do without shows what it is given instead, and tries again when the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = { value: true };
    const load = chunk(offline);
    renderWithTheme(<Screen Part={lazyPart(load)} failed={<p>The first banner</p>} />);
    expect(await screen.findByText('The first banner')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    offline.value = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Jackpot 1,000.00')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part that fails to render is kept to its place as well', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('a bug in the part');
    }
    renderWithTheme(
      <PageStateLabelsProvider labels={labels}>
        <h1>Home</h1>
        <PartBoundary>
          <Broken />
        </PartBoundary>
      </PageStateLabelsProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed, tap to retry');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
