// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResourceLanguage } from './languages';
import * as accounts from './resources/accounts/en';
import * as accountsPt from './resources/accounts/pt';
import * as accountsVi from './resources/accounts/vi';
import * as accountsZh from './resources/accounts/zh';
import * as agent from './resources/agent/en';
import * as agentPt from './resources/agent/pt';
import * as agentVi from './resources/agent/vi';
import * as agentZh from './resources/agent/zh';
import * as cashier from './resources/cashier/en';
import * as cashierPt from './resources/cashier/pt';
import * as cashierVi from './resources/cashier/vi';
import * as cashierZh from './resources/cashier/zh';
import * as rewards from './resources/rewards/en';
import * as rewardsPt from './resources/rewards/pt';
import * as rewardsVi from './resources/rewards/vi';
import * as rewardsZh from './resources/rewards/zh';
import * as protection from './resources/protection/en';
import * as protectionPt from './resources/protection/pt';
import * as protectionVi from './resources/protection/vi';
import * as protectionZh from './resources/protection/zh';
import { en } from './resources/en';
import * as games from './resources/games/en';
import * as gamesPt from './resources/games/pt';
import * as gamesVi from './resources/games/vi';
import * as gamesZh from './resources/games/zh';
import { pt } from './resources/pt';
import * as storefront from './resources/storefront/en';
import * as storefrontPt from './resources/storefront/pt';
import * as storefrontVi from './resources/storefront/vi';
import * as storefrontZh from './resources/storefront/zh';
import { vi } from './resources/vi';
import { zh } from './resources/zh';
import { NAMESPACES } from './namespaces';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a resource as [dotted key, value]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{([^{}]*)}}/g)].map((m) => m[1]!.trim()).sort();

type Translations = Record<Exclude<ResourceLanguage, 'en'>, Tree>;

/** Every namespace: the default one (shell-wide text) and the feature namespaces. */
const RESOURCES: [string, Tree, Translations][] = [
  ['translation', en, { pt, vi, zh }],
  ['accounts', accounts.en, { pt: accountsPt.pt, vi: accountsVi.vi, zh: accountsZh.zh }],
  ['games', games.en, { pt: gamesPt.pt, vi: gamesVi.vi, zh: gamesZh.zh }],
  ['storefront', storefront.en, { pt: storefrontPt.pt, vi: storefrontVi.vi, zh: storefrontZh.zh }],
  ['agent', agent.en, { pt: agentPt.pt, vi: agentVi.vi, zh: agentZh.zh }],
  ['cashier', cashier.en, { pt: cashierPt.pt, vi: cashierVi.vi, zh: cashierZh.zh }],
  ['rewards', rewards.en, { pt: rewardsPt.pt, vi: rewardsVi.vi, zh: rewardsZh.zh }],
  ['protection', protection.en, { pt: protectionPt.pt, vi: protectionVi.vi, zh: protectionZh.zh }],
];

/**
 * Portugal's words and forms that a Brazilian reads as foreign (issue 21 item 6): the `pt` resources are Brazilian
 * Portuguese, as the merchants that use them (sol) are. `A carregar…` is Portugal's progressive; Brazil says `Carregando…`.
 */
const EUROPEAN_PORTUGUESE =
  /(?<!\p{L})(registar|registe|registad[oa]s?|registo|telemóvel|palavra-passe|ecrã|ficheiro|utilizador(es)?|equipa|contacto|contacte|bónus|lotaria|casino|desporto|partilhar|definições|descarregar|levantar|levantamento|aderir|ligação|apoio ao cliente|inici(ar|e) sessão)(?!\p{L})|^A \p{L}+(ar|er|ir)(?!\p{L}).*…$/iu;

describe('pt', () => {
  it.each(RESOURCES.map(([name, , translations]) => [name, translations.pt] as const))('%s speaks Brazilian Portuguese', (_name, resource) => {
    expect(leaves(resource).filter(([, text]) => EUROPEAN_PORTUGUESE.test(text))).toEqual([]);
  });
});

it('covers every feature namespace', () => {
  expect(RESOURCES.map(([name]) => name).slice(1)).toEqual([...NAMESPACES]);
});

describe.each(RESOURCES)('namespace %s', (namespace, source, translations) => {
  const english = new Map(leaves(source));

  describe('English resource', () => {
    it('has no empty strings', () => {
      expect([...english].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });
  });

  describe.each(Object.entries(translations))('%s resource', (code, resource) => {
    const translated = new Map(leaves(resource));

    it('has exactly the keys of English', () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }, `${code}: keys differ from ${namespace} en`).toEqual({ missing: [], extra: [] });
    });

    it('has no empty strings', () => {
      expect([...translated].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const differing = [...english]
        .filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(translated.get(key) ?? '')))
        .map(([key]) => key);
      expect(differing, `${code}: placeholders differ from ${namespace} en`).toEqual([]);
    });

    it('is translated, not an English copy', () => {
      const same = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
      expect(same.length, `${code}: identical to English: ${same.join(', ')}`).toBeLessThan(english.size / 20);
    });
  });
});
