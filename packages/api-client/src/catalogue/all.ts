// Every catalogue entry with its name, for what needs the whole list: the demo platform, docs/api-map.md, tests.
// Never imported by the site's screens (it would bundle every schema).
import * as catalogue from './index';
import type { AnyCall } from './define';

export interface NamedCall {
  name: string;
  call: AnyCall;
}

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' && value !== null && 'path' in value && 'answer' in value && 'modules' in value;

/** Every entry, named by its export name, by path then method (a module namespace has no declaration order). */
export const CATALOGUE: readonly NamedCall[] = Object.entries(catalogue)
  .filter((entry): entry is [string, AnyCall] => isCall(entry[1]))
  .map(([name, call]) => ({ name, call }))
  .sort((a, b) => a.call.path.localeCompare(b.call.path) || a.call.method.localeCompare(b.call.method) || a.name.localeCompare(b.name));
