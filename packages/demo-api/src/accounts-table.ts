import { DEMO_ACCOUNTS } from './seed/accounts';

/** The demo credentials as a plain-text table, for the dev servers' start-up message. */
export function formatAccountsTable(): string {
  const rows = [['username', 'password', 'type', 'notes'], ...DEMO_ACCOUNTS.map((a) => [a.username, a.password, String(a.type), a.description])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}
