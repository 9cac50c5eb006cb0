import { useCallback, useRef, useState } from 'react';
import { isApiError, type ApiError } from './baseQuery';
import { newIdempotencyKey } from './money';
import { ERROR_CODE } from './protocol';

/**
 * How a money operation ended:
 * - `done`: the platform answered with its result;
 * - `refused`: the platform answered no (nothing moved);
 * - `unknown`: no answer came (timeout, connection lost, a server error): the operation may have gone through.
 *   It is never sent again by itself; the screen reads the records to tell the player what happened, and a press
 *   again with the same values sends the same key, which the platform answers with its first result.
 */
export type MoneyOutcome<R> = { state: 'done'; value: R } | { state: 'refused'; error: ApiError } | { state: 'unknown'; error: ApiError };

/** A failure where the platform's answer never arrived: the operation may have gone through. */
export function isUnanswered(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === ERROR_CODE.network || error.code === ERROR_CODE.timeout || error.code === ERROR_CODE.invalidAnswer || error.status >= 500;
}

const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : { status: 0, code: ERROR_CODE.network, message: String(error) });

export interface MoneyOperation<A, R> {
  /** sends the operation once; resolves undefined when one is already in flight (a double tap sends one) */
  run: (args: A) => Promise<MoneyOutcome<R> | undefined>;
  /** an operation is in flight: its button is locked */
  inFlight: boolean;
}

/**
 * One money operation of a screen (deposit, withdrawal, transfer, payout, claim, redeem; product decision 19):
 * a key per submission, the same key when the same values are sent again after an unknown outcome, a new one once
 * the platform has answered or the values change; one request at a time, whatever the number of taps.
 * `send` is the endpoint's trigger, unwrapped (`(args, key) => transfer({ ...args, idempotencyKey: key }).unwrap()`).
 */
export function useMoneyOperation<A, R>(send: (args: A, idempotencyKey: string) => Promise<R>): MoneyOperation<A, R> {
  const pending = useRef<{ values: string; key: string } | undefined>(undefined);
  const flying = useRef(false);
  const [inFlight, setInFlight] = useState(false);

  const run = useCallback(
    async (args: A): Promise<MoneyOutcome<R> | undefined> => {
      if (flying.current) return undefined;
      flying.current = true;
      setInFlight(true);
      const values = JSON.stringify(args);
      if (pending.current?.values !== values) pending.current = { values, key: newIdempotencyKey() };
      try {
        const value = await send(args, pending.current.key);
        pending.current = undefined;
        return { state: 'done', value };
      } catch (error) {
        if (isUnanswered(error)) return { state: 'unknown', error: asApiError(error) };
        pending.current = undefined;
        return { state: 'refused', error: asApiError(error) };
      } finally {
        flying.current = false;
        setInFlight(false);
      }
    },
    [send],
  );

  return { run, inFlight };
}
