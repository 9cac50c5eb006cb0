import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from './protocol';
import { useMoneyOperation } from './moneyOperation';

/** A platform stand-in: records the keys it was sent, answers as told. */
function platform() {
  const keys: string[] = [];
  let answer: () => Promise<string> = () => Promise.resolve('ok');
  return {
    keys,
    answerWith(next: () => Promise<string>) {
      answer = next;
    },
    send: (_args: { amount: string }, key: string) => {
      keys.push(key);
      return answer();
    },
  };
}

describe('useMoneyOperation', () => {
  it('sends one request however many times it is run while in flight, and locks meanwhile', async () => {
    const p = platform();
    let release!: (value: string) => void;
    p.answerWith(() => new Promise((resolve) => (release = resolve)));
    const { result } = renderHook(() => useMoneyOperation(p.send));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.run({ amount: '10.00' });
      second = result.current.run({ amount: '10.00' });
    });
    expect(result.current.inFlight).toBe(true);
    await expect(second).resolves.toBeUndefined();
    await act(async () => release('done'));
    await expect(first).resolves.toEqual({ state: 'done', value: 'done' });
    expect(p.keys).toHaveLength(1);
    expect(result.current.inFlight).toBe(false);
  });

  it('keeps the key of a submission whose answer was lost, and makes a new one after an answer or new values', async () => {
    const p = platform();
    const { result } = renderHook(() => useMoneyOperation(p.send));
    p.answerWith(() => Promise.reject({ status: 0, code: ERROR_CODE.timeout, message: '' }));
    await act(async () => expect(await result.current.run({ amount: '10.00' })).toMatchObject({ state: 'unknown' }));
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    expect(p.keys[1]).toBe(p.keys[0]);

    p.answerWith(() => Promise.resolve('credited'));
    await act(async () => expect(await result.current.run({ amount: '10.00' })).toEqual({ state: 'done', value: 'credited' }));
    expect(p.keys[2]).toBe(p.keys[0]);
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    expect(p.keys[3]).not.toBe(p.keys[0]);

    p.answerWith(() => Promise.reject({ status: 0, code: ERROR_CODE.network, message: '' }));
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    await act(async () => void (await result.current.run({ amount: '20.00' })));
    expect(p.keys[5]).not.toBe(p.keys[4]);
  });

  it('drops the key when the platform refuses', async () => {
    const p = platform();
    const { result } = renderHook(() => useMoneyOperation(p.send));
    p.answerWith(() => Promise.reject({ status: 400, code: ERROR_CODE.validation, message: 'too much' }));
    await act(async () => expect(await result.current.run({ amount: '10.00' })).toMatchObject({ state: 'refused', error: { code: ERROR_CODE.validation } }));
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    expect(p.keys[1]).not.toBe(p.keys[0]);
  });
});
