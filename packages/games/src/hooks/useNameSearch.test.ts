import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNameSearch } from './useNameSearch';

/** Types `word` a key at a time, `gap` ms apart, as the field reports it. */
function type(change: (value: string) => void, word: string, gap: number) {
  for (let i = 1; i <= word.length; i += 1) {
    act(() => change(word.slice(0, i)));
    if (i < word.length) act(() => void vi.advanceTimersByTime(gap));
  }
}

describe('useNameSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, with the whole name, exactly 600 ms after typing stops', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useNameSearch(onSearch));
    // keys closer together than 600 ms never search on their own, however long the typing takes
    type(result.current.change, 'dragon', 500);
    expect(result.current.text).toBe('dragon');
    act(() => void vi.advanceTimersByTime(599));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('dragon');
    act(() => void vi.advanceTimersByTime(5000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('a pause of 600 ms searches what was typed so far', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useNameSearch(onSearch));
    type(result.current.change, 'dra', 100);
    act(() => void vi.advanceTimersByTime(600));
    type(result.current.change, 'dragon', 100);
    act(() => void vi.advanceTimersByTime(600));
    expect(onSearch.mock.calls).toEqual([['dra'], ['dragon']]);
  });

  it('searches at once on Enter and drops the search still waiting', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useNameSearch(onSearch));
    type(result.current.change, 'koi', 100);
    act(() => result.current.submit());
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('koi');
    act(() => void vi.advanceTimersByTime(5000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clearing the field searches for every game again', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useNameSearch(onSearch));
    type(result.current.change, 'koi', 100);
    act(() => result.current.change(''));
    act(() => void vi.advanceTimersByTime(600));
    expect(onSearch.mock.calls).toEqual([['']]);
  });
});
