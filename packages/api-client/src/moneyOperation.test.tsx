import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from './protocol';
import { useMoneyFlow, type MoneyCheck } from './moneyOperation';

const notMade = (): Promise<MoneyCheck<never>> => Promise.resolve({ state: 'notMade' });

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

describe('useMoneyFlow', () => {
  it('sends one request however many times it is run while in flight, and locks meanwhile', async () => {
    const p = platform();
    let release!: (value: string) => void;
    p.answerWith(() => new Promise((resolve) => (release = resolve)));
    const { result } = renderHook(() => useMoneyFlow({ send: p.send, check: notMade }));
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
    const { result } = renderHook(() => useMoneyFlow({ send: p.send, check: notMade }));
    p.answerWith(() => Promise.reject({ status: 0, code: ERROR_CODE.timeout, message: '' }));
    await act(async () => expect(await result.current.run({ amount: '10.00' })).toMatchObject({ state: 'notMade', error: { code: ERROR_CODE.timeout } }));
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
    const { result } = renderHook(() => useMoneyFlow({ send: p.send, check: notMade }));
    p.answerWith(() => Promise.reject({ status: 400, code: ERROR_CODE.validation, message: 'too much' }));
    await act(async () => expect(await result.current.run({ amount: '10.00' })).toMatchObject({ state: 'refused', error: { code: ERROR_CODE.validation } }));
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    expect(p.keys[1]).not.toBe(p.keys[0]);
  });

  it('reads the records after a lost answer, locked meanwhile, and says what they show; a failed read is unknown', async () => {
    const p = platform();
    p.answerWith(() => Promise.reject({ status: 504, code: ERROR_CODE.timeout, message: '' }));
    let release!: (found: MoneyCheck<string>) => void;
    const checked: { amount: string }[] = [];
    const check = (args: { amount: string }) => {
      checked.push(args);
      return new Promise<MoneyCheck<string>>((resolve) => (release = resolve));
    };
    const { result } = renderHook(() => useMoneyFlow({ send: p.send, check }));
    let first!: Promise<unknown>;
    await act(async () => {
      first = result.current.run({ amount: '10.00' });
    });
    expect(result.current.checking).toBe(true);
    expect(result.current.inFlight).toBe(true);
    // a tap while the records are read sends nothing
    await act(async () => expect(await result.current.run({ amount: '10.00' })).toBeUndefined());
    expect(p.keys).toHaveLength(1);
    await act(async () => release({ state: 'made', value: 'order 7' }));
    await expect(first).resolves.toMatchObject({ state: 'made', value: 'order 7', error: { code: ERROR_CODE.timeout } });
    expect(checked).toEqual([{ amount: '10.00' }]);
    expect(result.current.checking).toBe(false);
    expect(result.current.inFlight).toBe(false);

    const failing = renderHook(() => useMoneyFlow({ send: p.send, check: () => Promise.reject(new Error('offline')) }));
    await act(async () => expect(await failing.result.current.run({ amount: '10.00' })).toMatchObject({ state: 'unknown' }));
  });

  it('does not read the records after an answer, whether yes or no', async () => {
    const p = platform();
    let checks = 0;
    const { result } = renderHook(() => useMoneyFlow({ send: p.send, check: () => (checks++, notMade()) }));
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    p.answerWith(() => Promise.reject({ status: 400, code: ERROR_CODE.validation, message: '' }));
    await act(async () => void (await result.current.run({ amount: '10.00' })));
    expect(checks).toBe(0);
  });
});
