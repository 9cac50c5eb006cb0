import type { NamedCall } from './all';

const TOKEN_TEXT = { optional: 'when logged in', required: 'required', none: 'never' } as const;

/**
 * docs/api-map.md, generated from the catalogue (`pnpm docs:api-map`; a test fails when the file is stale):
 * every call with its path, method, module ids, token rule, encryption and money flag.
 */
export function renderApiMap(entries: readonly NamedCall[]): string {
  const row = ({ name, call }: NamedCall) =>
    `| ${name} | \`${call.method} ${call.path}\` | ${call.modules.join(', ') || '-'} | ${TOKEN_TEXT[call.token]} | ${call.encrypted ? 'yes' : ''} | ${call.money ? 'yes' : ''} | ${call.form ? 'form' : ''}${call.merchantParam ? ` ${call.merchantParam}=` : ''} |`;
  const table = (list: readonly NamedCall[]) => [
    '| call | method and path | module id | token | encrypted | money | sent as |',
    '|---|---|---|---|---|---|---|',
    ...list.map(row),
  ];
  const isDemo = ({ call }: NamedCall) => !/^\/(wps|lgw|lotto)\//.test(call.path);
  const built = entries.filter((entry) => !entry.call.planned && !isDemo(entry));
  const planned = entries.filter((entry) => entry.call.planned);
  const demo = entries.filter((entry) => !entry.call.planned && isDemo(entry));
  return [
    '# Platform API map',
    '',
    '<!-- Generated from packages/api-client/src/catalogue by `pnpm docs:api-map`. Do not edit by hand. -->',
    '',
    'Every call the site makes, as the catalogue describes it (packages/api-client/src/catalogue, decision 060).',
    'The first module id is sent in the `Module-Id` header; the others are also accepted by the platform. Token:',
    '"when logged in" sends the session token when there is one, "required" needs a session (401 `session.expired`',
    'without), "never" never sends it. Encrypted bodies use the hybrid cipher of product decision 9. Money calls carry',
    'an `Idempotency-Key` header and are never retried with a new key. Unless "sent as" says otherwise, a body is JSON.',
    '',
    "Module id `REDRAIN3` is ours, not the platform's: the spec names the red-packet rain only as a menu target and",
    'describes no call, so its calls (`redRainRounds`, `claimRedRain`; catalogue/redRain.ts) are our own design, served',
    'by the demo platform until the platform publishes its own.',
    '',
    'Module id `RESPGAM3` is ours too: player protection (responsible gaming, product decision 22) has no calls in the',
    "platform's catalogue, so `protectionRules`, `protectionSettings`, `updateProtectionLimits`, `setRealityCheck`,",
    '`protectionSession` and `excludeSelf` (catalogue/protection.ts) are our design. The site hides the module (its page',
    'and entries) when `protectionRules` is not answered. Deposits, launches and logins may be refused with the codes',
    'of `PROTECTION_ERROR` (`protection.deposit.limit`, `protection.loss.limit`, `protection.session.limit`,',
    '`protection.excluded`).',
    '',
    "The call `affiliateInvitees` (`GET /wps/agent/affiliate/invitees`, AFFMAN3) is ours too: the spec names the member's",
    'invitation code (`agentAffiliate`) but no call for the friends invited with it and their rewards (catalogue/referral.ts).',
    '',
    "The agent's affiliate link calls (`affiliateLinks`, `createAffiliateLink`, `deleteAffiliateLink`; catalogue/affiliateLinks.ts)",
    'are named by us under the prefix the spec gives ("affiliate URL endpoints under MCS2_wps*"; names, methods and',
    'answers not shown), with AFFMAN3, the affiliate module.',
    '',
    'The call `teamPnlTrend` (`GET /wps/relay/ODSFE2_TeamPnlTrend`, PERSPNL3) is ours: the spec names no call for the team',
    "profit and loss per day that /m/agent/team/pnl charts. `agentIncome`'s module, AGEINFO3, is ours too (the spec gives",
    'none); docs/decisions/076-team-pnl-charts.md.',
    '',
    `## Calls the site makes (${built.length})`,
    '',
    ...table(built),
    '',
    `## Calls the open issues will build (${planned.length})`,
    '',
    'Named by the specification or an open issue; catalogued so that their flags are decided once. No screen sends them',
    'yet and the demo platform does not answer them. Their answer schemas are provisional until the issue builds them.',
    '',
    ...table(planned),
    '',
    `## Demo services (${demo.length})`,
    '',
    'Calls to stand-ins the demo platform provides (the identity provider), not to the platform.',
    '',
    ...table(demo),
    '',
  ].join('\n');
}
