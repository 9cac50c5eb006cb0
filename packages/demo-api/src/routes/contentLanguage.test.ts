// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  announcements,
  availablePromotions,
  customerServiceScript,
  depositPromotions,
  helpCenter,
  hotMatches,
  inbox,
  merchantAvailablePromotions,
  pointRewards,
  promotionClaims,
  securityQuestions,
  transactionCodes,
} from '@wl/api-client/catalogue';
import { HEADER } from '@wl/api-client/protocol';
import type { HelpItem, InboxValue, PromotionAvailability } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { CONTENT_LANGUAGES, contentLanguage, type ContentLanguage } from '../language';
import { createDemoMsw } from '../node';
import { DEMO_PATH } from '../paths';
import { ANNOUNCEMENT_TEMPLATES } from '../seed/content';
import { bannerSvg } from '../svg';
import { call, loginToken, MERCHANT, valueOf } from '../testing';
import type { AnnouncementsValue, WireAnnouncement } from './content';

// Issue 40 item 10: the demo platform answers its player-facing content in the language the site asks for (the
// call's `language`/`lang` parameter, else the Language header, else English), for every merchant; its hostile
// fixtures (scripts, event handlers, javascript: links) are served only after a test turns them on.

const ALL_TYPES = 'B,PL,PU,PR,H,A';
const HOSTILE = /<script|javascript:|onerror|onmouseover/i;

/** A call with the Language header (null: without it). */
const ask = <T>(app: DemoApp, path: string, language: string | null, init: { token?: string; merchant?: string } = {}) =>
  call<T>(app, path, { ...init, headers: language === null ? {} : { [HEADER.language]: language } });

const lists = async (app: DemoApp, language: string | null, init: { token?: string; merchant?: string } = {}) =>
  valueOf(await ask<AnnouncementsValue>(app, `${announcements.path}?platform=M&types=${ALL_TYPES}`, language, init));
const everyAnnouncement = (value: AnnouncementsValue): WireAnnouncement[] => [
  ...value.banners,
  ...value.player,
  ...value.popup,
  ...value.promotion,
  ...value.hot,
  ...value.agent,
];
const byId = (value: AnnouncementsValue, id: number) => everyAnnouncement(value).find((a) => a.id === id)!;
const rewards = async (app: DemoApp, language: string | null, merchant = MERCHANT) =>
  valueOf(await ask<PromotionAvailability[]>(app, merchantAvailablePromotions.path, language, { merchant })).filter((p) => p.promotionId !== undefined);
const reward = async (app: DemoApp, language: string | null, id = 9101, merchant = MERCHANT) =>
  (await rewards(app, language, merchant)).find((p) => p.promotionId === id)!;

/** The titles the site shows a player of each language for the security notice and the weekly reward. */
const EXPECTED: Record<ContentLanguage, { notice: string; reward: string; help: string; inbox: string; points: string; banner: string }> = {
  en: {
    notice: 'Security notice',
    reward: 'Weekly Turnover Reward',
    help: 'About us',
    inbox: 'Welcome to the club',
    points: 'Free spin bonus',
    banner: 'Welcome Bonus 100%',
  },
  pt: {
    notice: 'Aviso de segurança',
    reward: 'Recompensa Semanal de Apostas',
    help: 'Sobre nós',
    inbox: 'Boas-vindas ao clube',
    points: 'Bônus de giros grátis',
    banner: 'Bônus de Boas-vindas 100%',
  },
  vi: {
    notice: 'Thông báo bảo mật',
    reward: 'Thưởng doanh thu cược hằng tuần',
    help: 'Về chúng tôi',
    inbox: 'Chào mừng bạn đến với câu lạc bộ',
    points: 'Thưởng vòng quay miễn phí',
    banner: 'Thưởng chào mừng 100%',
  },
  zh: { notice: '安全提示', reward: '每周流水奖励', help: '关于我们', inbox: '欢迎加入俱乐部', points: '免费旋转奖金', banner: '100% 迎新奖金' },
};

describe('content in the language the site asks for', () => {
  it.each(CONTENT_LANGUAGES)('answers announcements, rewards, help, inbox and points in %s by the Language header', async (language) => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const expected = EXPECTED[language];
    const value = await lists(app, language, { token });
    expect(byId(value, 2004).title).toBe(expected.notice);
    expect((await reward(app, language)).title).toBe(expected.reward);
    expect(valueOf(await ask<HelpItem[]>(app, helpCenter.path, language))[0]!.title).toBe(expected.help);
    const messages = valueOf(await ask<InboxValue>(app, `${inbox.path}?pageNo=1&pageSize=50`, language, { token })).list;
    expect(messages.map((m) => m.title)).toContain(expected.inbox);
    expect(valueOf(await ask<{ name: string }[]>(app, pointRewards.path, language, { token }))[0]!.name).toBe(expected.points);
    // the member's own list and the claim answer's titles too
    const mine = valueOf(await ask<PromotionAvailability[]>(app, availablePromotions.path, language, { token }));
    expect(mine.find((p) => p.promotionId === 9101)?.title).toBe(expected.reward);
  });

  it('writes pt, vi and zh as translations: no title or text of theirs is the English one, and pt is Brazilian', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const texts = async (language: ContentLanguage) => {
      const announcementTexts = everyAnnouncement(await lists(app, language, { token })).flatMap((a) => [a.title, a.content]);
      const rewardTexts = (await rewards(app, language)).flatMap((p) => [p.title ?? '', p.content ?? '']);
      const help = valueOf(await ask<HelpItem[]>(app, helpCenter.path, language)).flatMap((h) => [h.title, h.content]);
      const messages = valueOf(await ask<InboxValue>(app, `${inbox.path}?pageNo=1&pageSize=50`, language, { token })).list.flatMap((m) => [m.title, m.content]);
      const points = valueOf(await ask<{ name: string }[]>(app, pointRewards.path, language, { token })).map((p) => p.name);
      const deposit = valueOf(await ask<{ title: string }[]>(app, depositPromotions.path, language, { token })).map((p) => p.title);
      const questions = valueOf(await ask<{ question: string }[]>(app, securityQuestions.path, language, { token })).map((q) => q.question);
      return [...announcementTexts, ...rewardTexts, ...help, ...messages, ...points, ...deposit, ...questions];
    };
    const english = await texts('en');
    expect(english.length).toBeGreaterThan(80);
    for (const language of ['pt', 'vi', 'zh'] as const) {
      const translated = await texts(language);
      expect(translated).toHaveLength(english.length);
      expect(
        translated.filter((text, i) => text === english[i]),
        `${language}: left in English`,
      ).toEqual([]);
    }
    // as the site's own pt resources (packages/i18n resources.test.ts): none of Portugal's words
    const european =
      /(?<!\p{L})(registar|registe|registo|telemóvel|palavra-passe|ecrã|utilizador(es)?|equipa|contacto|bónus|lotaria|casino|desporto|levantar|levantamento|aderir)(?!\p{L})/iu;
    expect((await texts('pt')).filter((text) => european.test(text))).toEqual([]);
    expect((await texts('zh')).every((text) => /\p{Script=Han}/u.test(text))).toBe(true);
  });

  it("answers every merchant's content in each of the four languages, with its name and currency", async () => {
    const app = createDemoApp();
    for (const [merchant, name, currency] of [
      ['SOL', 'Sol Bet', 'R$'],
      ['LOTUS', 'Lotus Club', '₫'],
      ['ACME_BET', 'Acme Bet', '$'],
    ] as const) {
      for (const language of CONTENT_LANGUAGES) {
        const value = await lists(app, language, { merchant });
        expect(byId(value, 2004).title, `${merchant} ${language}`).toBe(EXPECTED[language].notice);
        expect(byId(value, 2004).content).toContain(name);
        expect(byId(value, 4002).content).toContain(`${currency}300`);
        expect((await reward(app, language, 9101, merchant)).title).toBe(EXPECTED[language].reward);
      }
    }
  });

  it("takes the call's lang or language parameter over the header, and the header over English", async () => {
    const app = createDemoApp();
    const help = async (query: string, header: string | null) =>
      valueOf(await ask<HelpItem[]>(app, `${helpCenter.path}?device=MOBILE${query}`, header))[0]!.title;
    expect(await help('&lang=pt', 'en')).toBe('Sobre nós');
    expect(await help('&lang=en', 'zh')).toBe('About us');
    expect(await help('', 'vi')).toBe('Về chúng tôi');
    expect(await help('', null)).toBe('About us');
    // the parameter of a call that names it `language`, and the transaction codes' `lang`
    expect(byId(valueOf(await ask<AnnouncementsValue>(app, `${announcements.path}?types=PL&language=zh`, 'pt')), 2004).title).toBe('安全提示');
    const codes = valueOf(await ask<{ code: string; name: string }[]>(app, `${transactionCodes.path}?lang=en`, 'vi', { token: await loginToken(app, 'demo') }));
    const vietnamese = valueOf(await ask<{ code: string; name: string }[]>(app, transactionCodes.path, 'vi', { token: await loginToken(app, 'demo') }));
    expect(codes.find((c) => c.code === 'DEPOSIT')?.name).not.toBe(vietnamese.find((c) => c.code === 'DEPOSIT')?.name);
  });

  it('answers a language it has no content in in English; a region is dropped, Traditional Chinese is not Simplified', async () => {
    const app = createDemoApp();
    for (const asked of ['th', 'fr', 'xx', '', 'zh-TW', 'zh-Hant', 'ZH-HK']) {
      expect(byId(await lists(app, asked), 2004).title, asked).toBe('Security notice');
      expect((await reward(app, asked)).title, asked).toBe('Weekly Turnover Reward');
    }
    expect(valueOf(await ask<HelpItem[]>(app, `${helpCenter.path}?lang=th`, 'pt'))[0]!.title).toBe('About us');
    for (const [asked, language] of [
      ['pt-BR', 'pt'],
      ['PT', 'pt'],
      ['vi_VN', 'vi'],
      ['zh-CN', 'zh'],
      ['zh-Hans', 'zh'],
      ['EN', 'en'],
    ] as const) {
      expect(contentLanguage(asked), asked).toBe(language);
      expect(byId(await lists(app, asked), 2004).title, asked).toBe(EXPECTED[language].notice);
    }
  });

  it('draws banner and promotion images in the language: English keeps its path, another names it', async () => {
    const app = createDemoApp();
    const title = async (url: string) => /aria-label="([^"]*)"/.exec(await (await app.request(new URL(url).pathname)).text())?.[1];
    const english = byId(await lists(app, 'en'), 1001);
    expect(english.url).toBe('http://localhost/demo-cdn/banners/1001.svg');
    expect(await title(english.url!)).toBe('Welcome Bonus 100%');
    for (const language of ['pt', 'vi', 'zh'] as const) {
      const value = await lists(app, language);
      const banner = byId(value, 1001);
      expect(banner.url).toBe(`http://localhost/demo-cdn/banners/1001.${language}.svg`);
      expect(await title(banner.url!)).toBe(EXPECTED[language].banner);
      const pack = byId(value, 4001);
      expect(pack.announcementImages.map((img) => img.url)).toEqual([
        `http://localhost/demo-cdn/banners/4001.${language}.svg`,
        `http://localhost/demo-cdn/banners/4001-2.${language}.svg`,
      ]);
      expect(await title(pack.announcementImages[1]!.url)).toBe(pack.title);
    }
    expect((await app.request('/demo-cdn/banners/1001.xx.svg')).status).toBe(404);
    // an English title is drawn as before (the visual baselines); a longer translation smaller, to fit
    for (const template of ANNOUNCEMENT_TEMPLATES) expect(bannerSvg(`${template.id}.svg`, template.title.en)).toContain('font-size="44" font-weight="700"');
    expect(bannerSvg('1003.pt.svg', 'Corrida Semanal do Cassino ao Vivo')).toContain('font-size="38" font-weight="700"');
  });
});

describe('hostile fixtures', () => {
  /** Every content answer a player of the merchant can read, in one language, as one text. */
  async function everyContentAnswer(app: DemoApp, merchant: string, language: string): Promise<string> {
    const member = await loginToken(app, 'demo', merchant);
    const agent = await loginToken(app, 'agent', merchant);
    const answers = await Promise.all([
      ask(app, `${announcements.path}?platform=M&types=${ALL_TYPES}`, language, { merchant, token: agent }),
      ask(app, `${announcements.path}?platform=M&types=${ALL_TYPES}`, language, { merchant }),
      ask(app, `${helpCenter.path}?lang=${language}&device=MOBILE`, language, { merchant }),
      ask(app, merchantAvailablePromotions.path, language, { merchant }),
      ask(app, availablePromotions.path, language, { merchant, token: member }),
      ask(app, promotionClaims.path, language, { merchant, token: member }),
      ask(app, `${inbox.path}?pageNo=1&pageSize=100`, language, { merchant, token: member }),
      ask(app, pointRewards.path, language, { merchant, token: member }),
      ask(app, depositPromotions.path, language, { merchant, token: member }),
      ask(app, securityQuestions.path, language, { merchant, token: member }),
      ask(app, customerServiceScript.path, language, { merchant }),
      ask(app, hotMatches.path, language, { merchant }),
    ]);
    for (const answer of answers) expect(answer.body.success).toBe(true);
    return answers.map((answer) => JSON.stringify(answer.body.value)).join('\n');
  }

  const control = (app: DemoApp, path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const hostileNotice = async (app: DemoApp, merchant = MERCHANT, language = 'en') => byId(await lists(app, language, { merchant }), 2004).content;

  it('are in no content answer of the default seed, for any merchant or language', async () => {
    const app = createDemoApp();
    for (const merchant of ['WLDEMO', 'SOL', 'LOTUS', 'ACME_BET'])
      for (const language of CONTENT_LANGUAGES) expect(await everyContentAnswer(app, merchant, language), `${merchant} ${language}`).not.toMatch(HOSTILE);
  });

  it("are served once a test turns them on for the merchant, in every language, and not in another merchant's content", async () => {
    const app = createDemoApp();
    const answer = await control(app, DEMO_PATH.demoHostile, { merchant: MERCHANT, on: true });
    expect(await answer.json()).toMatchObject({ success: true, value: { merchant: MERCHANT, on: true } });
    for (const language of CONTENT_LANGUAGES) {
      const notice = await hostileNotice(app, MERCHANT, language);
      expect(notice).toContain('<script>alert("xss")</script>');
      expect(notice).toContain('onerror=');
      expect(notice).toContain('href="javascript:alert(1)"');
      const rules = (await reward(app, language)).content ?? '';
      expect(rules).toContain('onmouseover=');
      expect(rules).toContain('href="javascript:alert(1)"');
      expect(rules).toContain('<a href="https://example.com/terms">Terms</a>');
      expect(rules).toContain('Limited time.');
    }
    expect(await everyContentAnswer(app, 'SOL', 'pt')).not.toMatch(HOSTILE);
  });

  it('take the Merchant header or query too; without a merchant they are on for every merchant', async () => {
    const app = createDemoApp();
    await app.request(DEMO_PATH.demoHostile, { method: 'POST', headers: { [HEADER.merchant]: 'SOL' } });
    expect(await hostileNotice(app, 'SOL')).toMatch(HOSTILE);
    expect(await hostileNotice(app, 'LOTUS')).not.toMatch(HOSTILE);
    await app.request(`${DEMO_PATH.demoHostile}?merchant=LOTUS`, { method: 'POST' });
    expect(await hostileNotice(app, 'LOTUS')).toMatch(HOSTILE);
    const everywhere = createDemoApp();
    await control(everywhere, DEMO_PATH.demoHostile, {});
    for (const merchant of ['WLDEMO', 'SOL', 'ACME_BET']) expect(await hostileNotice(everywhere, merchant)).toMatch(HOSTILE);
    expect((await control(everywhere, DEMO_PATH.demoHostile, { on: 'yes' })).status).toBe(400);
    await control(everywhere, DEMO_PATH.demoHostile, { on: false });
    expect(await hostileNotice(everywhere, 'SOL')).not.toMatch(HOSTILE);
  });

  it("go off with the merchant's reset, a reset of every merchant, or on: false", async () => {
    const app = createDemoApp();
    const on = async () => {
      await control(app, DEMO_PATH.demoHostile, { merchant: MERCHANT });
      expect(await hostileNotice(app)).toMatch(HOSTILE);
    };
    await on();
    await control(app, DEMO_PATH.demoReset, { merchant: MERCHANT });
    expect(await everyContentAnswer(app, MERCHANT, 'en')).not.toMatch(HOSTILE);
    await on();
    await control(app, DEMO_PATH.demoReset, {});
    expect(await hostileNotice(app)).not.toMatch(HOSTILE);
    await on();
    await control(app, DEMO_PATH.demoHostile, { merchant: MERCHANT, on: false });
    expect(await hostileNotice(app)).not.toMatch(HOSTILE);
    await control(app, DEMO_PATH.demoHostile, {});
    await control(app, DEMO_PATH.demoReset, {});
    expect(await hostileNotice(app, 'SOL')).not.toMatch(HOSTILE);
  });

  it('are turned on by the msw/node helper of unit tests until its reset', async () => {
    const demo = createDemoMsw();
    await demo.hostile();
    expect(await hostileNotice(demo.app)).toMatch(HOSTILE);
    expect(await hostileNotice(demo.app, 'SOL')).not.toMatch(HOSTILE);
    await demo.hostile('SOL');
    expect(await hostileNotice(demo.app, 'SOL')).toMatch(HOSTILE);
    await demo.reset();
    expect(await hostileNotice(demo.app)).not.toMatch(HOSTILE);
    expect(await hostileNotice(demo.app, 'SOL')).not.toMatch(HOSTILE);
  });
});
