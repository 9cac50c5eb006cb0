import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { PageState, type PageStateQuery } from './PageState';
import { PageStateLabelsProvider } from './labels';

const labels = { loading: 'Loading', failed: 'Could not load', retry: 'Try again', empty: 'Nothing yet' };

function show(query: Partial<PageStateQuery<string[]>>, extra: { empty?: string; own?: { failed: string } } = {}) {
  const refetch = vi.fn();
  renderWithTheme(
    <PageStateLabelsProvider labels={labels}>
      <PageState query={{ isLoading: false, isError: false, refetch, ...query }} isEmpty={(list) => list.length === 0} empty={extra.empty} labels={extra.own}>
        {(list) => <p>{list.join(', ')}</p>}
      </PageState>
    </PageStateLabelsProvider>,
  );
  return refetch;
}

describe('PageState', () => {
  it('shows a named spinner while loading, and while there is no data yet', () => {
    show({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('waits for data when the query has not answered', () => {
    show({});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the error with a retry button that calls refetch (busy while refetching)', async () => {
    const refetch = show({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('marks the retry busy while the query fetches again, and lets the error win over stale data', () => {
    show({ isError: true, isFetching: true, data: ['old'] });
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('old')).toBeNull();
  });

  it('shows the provided empty title, or what the caller gives', () => {
    show({ data: [] });
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
  });

  it('takes per-place texts over the provided ones', () => {
    show({ isError: true }, { own: { failed: 'Draws could not load' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Draws could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders the content with the data', () => {
    show({ data: ['a', 'b'] });
    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders node children as they are', () => {
    renderWithTheme(
      <PageState query={{ data: 1, isLoading: false, isError: false, refetch: () => {} }}>
        <p>ready</p>
      </PageState>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
