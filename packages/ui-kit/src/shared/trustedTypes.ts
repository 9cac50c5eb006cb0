/**
 * Trusted Types (the release CSP has `require-trusted-types-for 'script'`): a script sink (innerHTML, a script's
 * src, a service worker's URL) takes only a value made by a named policy, and the CSP's `trusted-types` directive
 * names the policies that may exist. These are ours; scripts/lib/nginx.mjs lists the same names (plus `dompurify`,
 * the sanitiser's own parsing policy) and scripts/trusted-types.test.ts keeps the two lists and every sink in the
 * code in step. There is no `default` policy: a sink given a plain string is refused, never silently converted.
 */
export const TRUSTED_TYPES_POLICIES = [
  /** server HTML, through the sanitiser (packages/content SafeHtml) */
  'wl-html',
  /** the service worker's script, `/sw.js` only (apps/mobile system/pwa) */
  'wl-service-worker',
  /** the identity provider's scripts, only the URLs its brand configures (packages/auth identity) */
  'wl-identity-script',
] as const;

export type TrustedPolicyName = (typeof TRUSTED_TYPES_POLICIES)[number];

/** What a policy allows: each rule returns the value to trust, or throws to refuse it. */
export interface TrustedPolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

export interface TrustedPolicy {
  /** for an HTML sink (dangerouslySetInnerHTML): the rule's output, a TrustedHTML where the browser has Trusted Types */
  html(input: string): string | TrustedHTML;
  /**
   * for a script URL sink (a script's src, serviceWorker.register): the rule's output, a TrustedScriptURL where the
   * browser has Trusted Types (typed as a string: TypeScript's DOM types do not know TrustedScriptURL)
   */
  scriptUrl(input: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: TrustedPolicyRules): { createHTML(input: string): TrustedHTML; createScriptURL(input: string): unknown };
}

/**
 * Creates a policy once (call it at module level: without `'allow-duplicates'` a second policy of the same name is
 * refused). Where the browser has no Trusted Types (older browsers, jsdom) the rules run all the same and their
 * plain output is used, so a refusal behaves the same everywhere.
 */
export function createTrustedPolicy(name: TrustedPolicyName, rules: TrustedPolicyRules): TrustedPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  let policy: ReturnType<TrustedTypesFactory['createPolicy']> | undefined;
  try {
    policy = factory?.createPolicy(name, rules);
  } catch {
    // a CSP that does not name the policy: the browser reports it, and the sink then refuses the plain value
    policy = undefined;
  }
  const refuse = (kind: string): never => {
    throw new TypeError(`Trusted Types policy ${name} has no ${kind} rule`);
  };
  return {
    html: (input) => (rules.createHTML ? (policy ? policy.createHTML(input) : rules.createHTML(input)) : refuse('createHTML')),
    scriptUrl: (input) =>
      rules.createScriptURL ? (policy ? (policy.createScriptURL(input) as string) : rules.createScriptURL(input)) : refuse('createScriptURL'),
  };
}
