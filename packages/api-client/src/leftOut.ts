/**
 * The list items a dropping list (`array(item, { dropInvalid: true })`, schema.ts) left out during one check. A
 * module of its own so that the base query, on the home route, collects them without bringing the schema
 * factories into the first JS (they come with the catalogue entries of the screens that send them).
 */
let current: string[] | undefined;

/** Records the mismatch of a list item that was left out (schema.ts). */
export function leftOutItem(issue: string): void {
  current?.push(issue);
}

/** Runs a check and puts the mismatches of the list items it left out into `into`. */
export function collectLeftOut<T>(run: () => T, into: string[]): T {
  current = into;
  try {
    return run();
  } finally {
    current = undefined;
  }
}
