import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from './baseQuery';
import { newIdempotencyKey } from './money';
import { ERROR_CODE } from './protocol';

/**
 * What the platform's records say of an operation whose answer never came:
 * - `made`: it went through (`value`: what the records show of it: the row, the balance, the amount);
 * - `notMade`: it did not; the player may send it again;
 * - `unknown`: the records could not be read, or do not tell.
 */
export type MoneyCheck<C> = { state: 'made'; value: C } | { state: 'notMade' } | { state: 'unknown' };

/**
 * How a money operation ended:
 * - `done`: the platform answered with its result;
 * - `refused`: the platform answered no (nothing moved);
 * - `made`, `notMade`, `unknown`: no answer came (timeout, connection lost, a server error), and the records were
 *   read to tell (`error`: the failure that left it unanswered). It is never sent again by itself; a press again with
 *   the same values sends the same key, which the platform answers with its first result.
 */
export type MoneyOutcome<R, C = never> = { state: 'done'; value: R } | { state: 'refused'; error: ApiError } | (MoneyCheck<C> & { error: ApiError });

/** A failure where the platform's answer never arrived: the operation may have gone through. */
export function isUnanswered(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === ERROR_CODE.network || error.code === ERROR_CODE.timeout || error.code === ERROR_CODE.invalidAnswer || error.status >= 500;
}

const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : { status: 0, code: ERROR_CODE.network, message: String(error) });

export interface MoneyFlowOptions<A, R, C> {
  /** the endpoint's trigger, unwrapped: `(args, key) => transfer({ ...args, idempotencyKey: key }).unwrap()` */
  send: (args: A, idempotencyKey: string) => Promise<R>;
  /** after an answer that never came: reads the records (balance, orders, claims) and says what they show; a throw is `unknown` */
  check: (args: A) => Promise<MoneyCheck<C>>;
}

export interface MoneyFlow<A, R, C> {
  /** sends the operation once, and reads the records when no answer came; undefined when one is already in flight */
  run: (args: A) => Promise<MoneyOutcome<R, C> | undefined>;
  /** sent, or being checked: its button is locked */
  inFlight: boolean;
  /** no answer came and the records are being read: the screen says so */
  checking: boolean;
}

/**
 * The one money flow of the site (deposit, withdrawal, transfer, payout, claim, redeem, cancel; product decision 19
 * and decision 088): a key per submission, the same key when the same values are sent again after a lost answer, a
 * new one once the platform has answered or the values change; one request at a time, whatever the number of taps;
 * after a lost answer the records are read (`check`) before the player is told, and the button stays locked until
 * then. The screen says what each outcome means in its own words.
 */
export function useMoneyFlow<A, R, C = never>({ send, check }: MoneyFlowOptions<A, R, C>): MoneyFlow<A, R, C> {
  const pending = useRef<{ values: string; key: string } | undefined>(undefined);
  const flying = useRef(false);
  const [inFlight, setInFlight] = useState(false);
  const [checking, setChecking] = useState(false);
  // the latest functions, so that `run` stays the same between renders
  const latest = useRef({ send, check });
  useLayoutEffect(() => {
    latest.current = { send, check };
  });

  const run = useCallback(async (args: A): Promise<MoneyOutcome<R, C> | undefined> => {
    if (flying.current) return undefined;
    flying.current = true;
    setInFlight(true);
    const values = JSON.stringify(args);
    if (pending.current?.values !== values) pending.current = { values, key: newIdempotencyKey() };
    try {
      const value = await latest.current.send(args, pending.current.key);
      pending.current = undefined;
      return { state: 'done', value };
    } catch (failure) {
      const error = asApiError(failure);
      if (!isUnanswered(failure)) {
        pending.current = undefined;
        return { state: 'refused', error };
      }
      setChecking(true);
      const found = await latest.current.check(args).catch((): MoneyCheck<C> => ({ state: 'unknown' }));
      return { ...found, error };
    } finally {
      flying.current = false;
      setChecking(false);
      setInFlight(false);
    }
  }, []);

  return { run, inFlight, checking };
}
