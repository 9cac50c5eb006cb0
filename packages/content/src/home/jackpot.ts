import { useEffect, useState } from 'react';

/** Rolling jackpot counter (spec 001 section 9). */
export const JACKPOT = {
  startMin: 2_000_000_000,
  startMax: 2_099_999_999,
  stepMin: 10_000,
  stepMax: 50_000,
  /** a tick comes every 3, 4 or 5 seconds, chosen at random each time */
  intervalsMs: [3000, 4000, 5000],
} as const;

const between = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));

export function jackpotStart(random: () => number = Math.random): number {
  return between(JACKPOT.startMin, JACKPOT.startMax, random);
}

export function jackpotStep(random: () => number = Math.random): number {
  return between(JACKPOT.stepMin, JACKPOT.stepMax, random);
}

export function jackpotDelay(random: () => number = Math.random): number {
  return JACKPOT.intervalsMs[Math.min(2, Math.floor(random() * 3))]!;
}

/**
 * The jackpot's digits in groups of three with the language's group separator (a translation). Not
 * Intl.NumberFormat: its first use in a page loads the number data (60 to 150 ms on a two-core machine, four
 * times that on a phone), and the jackpot is on home's first screen.
 */
export function groupDigits(value: number, separator: string): string {
  // a loop, not /\B(?=(\d{3})+(?!\d))/g: that pattern reads the rest of the number again at every digit
  const digits = String(Math.round(value));
  let grouped = '';
  for (let i = 0; i < digits.length; i++) grouped += (i > 0 && (digits.length - i) % 3 === 0 && digits[i - 1] !== '-' ? separator : '') + digits[i];
  return grouped;
}

/** The counter's value: a random start, growing by a random step after each random delay. */
export function useRollingJackpot(random: () => number = Math.random): number {
  const [value, setValue] = useState(() => jackpotStart(random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        const step = jackpotStep(random);
        setValue((v) => v + step);
        schedule();
      }, jackpotDelay(random));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random]);
  return value;
}
