import type { Contract, ContractKind, InboxMessage, TransactionRow, VerificationField, VerificationStatus } from '@wl/api-client/protocol';
import { MEMBER_TYPE } from '@wl/api-client/protocol';
import { mapLocalized, type ContentLanguage, type Localized } from '../language';
import { decimalOf } from '../cents';
import { createRng, type Rng } from '../random';
import type { DemoMember } from './types';

/**
 * The seeded data of messages and the agent area: a larger team under the demo agent, inbox messages, rebates,
 * bets, agent transactions and contracts. Deterministic per merchant and day (dates follow `now`).
 */
export interface AgentSeed {
  /** downlines added to the accounts engineer's five (team06...) */
  extraDownlines: DemoMember[];
  /** inbox messages by member account (lower case) */
  inbox: Record<string, DemoInboxMessage[]>;
  /** rebate percent per product type by member account (lower case) */
  rebates: Record<string, Record<string, number>>;
  /** bets of the team members, timed relative to the request (see betsAt) */
  bets: DemoBet[];
  /** type A transactions of the agent */
  transactions: TransactionRow[];
  /** contracts of the agent, newest first */
  contracts: Contract[];
  /** the agent's own rebate percent per product type */
  productRebates: Record<string, number>;
  /** the merchant's ceiling per product type (the catalogue's globalRebateSettings) */
  globalRebates: Record<string, number>;
}

/** A seeded bet: `todayFraction` places it in today's elapsed part at request time (so today is never empty, even
 * after midnight), otherwise it happened `ageMs` before the request. */
/** A seeded bet, its amounts in cents (the answers write them as decimal strings). */
export interface DemoBet {
  id: string;
  account: string;
  gameName: string;
  gameType: string;
  betCents: number;
  winLossCents: number;
  todayFraction: number | null;
  ageMs: number;
}
/** A seeded bet at its time relative to the request. */
export type TimedBet = Omit<DemoBet, 'todayFraction' | 'ageMs'> & { betTime: number };

/** The bets with their times at `now`, newest first. */
export function betsAt(bets: readonly DemoBet[], now: number): TimedBet[] {
  const today = startOfDay(now);
  return bets
    .map(({ todayFraction, ageMs, ...bet }) => ({ ...bet, betTime: todayFraction === null ? now - ageMs : today + Math.floor(todayFraction * (now - today)) }))
    .sort((a, b) => b.betTime - a.betTime);
}

export interface StoredVerification {
  status: VerificationStatus;
  submittedAt: number | null;
  fields: Partial<Record<VerificationField, string>>;
  comments: string;
  /** stored image sizes by slot (the demo keeps the bytes only as long as the process) */
  images: Record<string, { name: string; type: string; bytes: number }>;
}

/** The mutable state of this area, per merchant (MerchantStore.agent). */
export interface AgentStore {
  inbox: Map<string, DemoInboxMessage[]>;
  /** rebate percent per product type by downline account (lower case) */
  rebates: Map<string, Record<string, number>>;
  /** the contracts of every member of the merchant (each held by one account), newest first */
  contracts: DemoContract[];
  verifications: Map<string, StoredVerification>;
  /** member ids that opened the live chat since the reset (their chat unread count is 0) */
  chatOpened: Set<string>;
}

export const AGENT_ACCOUNT = 'agent';

/** A contract as the demo keeps it: the account holding it (lower case) and who offered it (an upline's account; null: the merchant). */
export type DemoContract = Contract & { holder: string; offeredBy: string | null };
/** The agent's downlines that are agents themselves (type 2: they may sign a daily salary contract): team25 to team28. */
export const AGENT_DOWNLINES_FROM = 25;
const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo agent's own rebate per product type, and the merchant's ceiling per type: the agent's limits (the lower of
 * the two) are RNG 2, LIVE 1.8, PVP 2, FISH 2, SPORTS 1.8, LOTT 2.5 (docs/decisions/075).
 */
export const AGENT_PRODUCT_REBATES: Readonly<Record<string, number>> = { RNG: 2.5, LIVE: 1.8, PVP: 2, FISH: 2.2, SPORTS: 1.8, LOTT: 3 };
export const GLOBAL_PRODUCT_REBATES: Readonly<Record<string, number>> = { RNG: 2, LIVE: 2, PVP: 2, FISH: 2, SPORTS: 2, LOTT: 2.5 };

/** When the `index`th downline of a team registered: every ninth today (earlier today, whatever the hour), the others days ago. */
export function downlineRegisteredAt(index: number, now: number): number {
  return index % 9 === 0 ? startOfDay(now) + Math.floor((now - startOfDay(now)) / 2) : now - (index + 1) * DAY * 3;
}
const HOUR = 60 * 60 * 1000;

const GAMES: [string, string][] = [
  ['Fortune Tiger', 'RNG'],
  ['Baccarat A', 'LIVE'],
  ['Texas Poker', 'PVP'],
  ['Ocean King', 'FISH'],
  ['Football Live', 'SPORTS'],
  ['Lotto 5D', 'LOTT'],
];

/** An inbox message as the demo keeps it: its title and content in every content language (the call answers one). */
export type DemoInboxMessage = Omit<InboxMessage, 'title' | 'content'> & { title: Localized; content: Localized };

/** An inbox message in a language, as the inbox call answers it. */
export function inboxMessageIn({ title, content, ...message }: DemoInboxMessage, language: ContentLanguage): InboxMessage {
  return { ...message, title: title[language], content: content[language] };
}

type Text = Localized<[title: string, content: string]>;

const MESSAGES: Text[] = [
  {
    en: ['Welcome to the club', 'Thank you for joining. Your account is ready: deposit, play and enjoy more than 600 games.'],
    pt: ['Boas-vindas ao clube', 'Obrigado por se cadastrar. Sua conta está pronta: deposite, jogue e aproveite mais de 600 jogos.'],
    vi: ['Chào mừng bạn đến với câu lạc bộ', 'Cảm ơn bạn đã tham gia. Tài khoản của bạn đã sẵn sàng: nạp tiền, chơi và tận hưởng hơn 600 trò chơi.'],
    zh: ['欢迎加入俱乐部', '感谢您的加入。您的账户已准备就绪：存款、游戏，畅享 600 多款游戏。'],
  },
  {
    en: ['Weekly cash back paid', 'Your weekly cash back has been credited to your wallet. Check your transaction records for the details.'],
    pt: ['Cashback semanal pago', 'Seu cashback semanal foi creditado na sua carteira. Confira os detalhes no seu histórico de transações.'],
    vi: ['Đã trả hoàn tiền hằng tuần', 'Tiền hoàn hằng tuần đã được cộng vào ví của bạn. Xem chi tiết trong lịch sử giao dịch.'],
    zh: ['每周返现已发放', '您的每周返现已存入钱包。详情请查看交易记录。'],
  },
  {
    en: ['Security reminder', 'We will never ask for your password. Keep your login details private and turn on every security option.'],
    pt: ['Lembrete de segurança', 'Nunca vamos pedir a sua senha. Mantenha seus dados de acesso em sigilo e ative todas as opções de segurança.'],
    vi: ['Nhắc nhở bảo mật', 'Chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn. Hãy giữ kín thông tin đăng nhập và bật mọi tùy chọn bảo mật.'],
    zh: ['安全提醒', '我们绝不会索要您的密码。请妥善保管登录信息，并开启所有安全选项。'],
  },
  {
    en: ['New games this week', 'Five new slot games have arrived. Find them in the game centre under New.'],
    pt: ['Jogos novos da semana', 'Chegaram cinco slots novos. Eles estão no centro de jogos, em Novos.'],
    vi: ['Trò chơi mới tuần này', 'Năm trò slot mới vừa ra mắt. Tìm chúng trong trung tâm trò chơi, mục Mới.'],
    zh: ['本周新游戏', '五款全新老虎机已上线，可在游戏中心的“新游戏”中找到。'],
  },
  {
    en: ['Deposit bonus', 'Deposit this weekend and receive a 10% bonus up to 500. Terms apply.'],
    pt: ['Bônus de depósito', 'Deposite neste fim de semana e ganhe 10% de bônus, até 500. Consulte as regras.'],
    vi: ['Thưởng nạp tiền', 'Nạp tiền trong cuối tuần này để nhận thưởng 10%, tối đa 500. Áp dụng điều khoản.'],
    zh: ['存款奖金', '本周末存款可获 10% 奖金，最高 500。适用相关条款。'],
  },
];

/** Older, already read messages of the `demo` account: with the five above, more than two inbox pages (paging). */
export const INBOX_HISTORY_ACCOUNT = 'demo';
const HISTORY: Text[] = [
  {
    en: ['Weekly summary', 'Here is your weekly summary: your bets, wins and bonuses are in your transaction records.'],
    pt: ['Resumo semanal', 'Aqui está o seu resumo semanal: suas apostas, ganhos e bônus estão no seu histórico de transações.'],
    vi: ['Tổng kết tuần', 'Đây là bản tổng kết tuần của bạn: tiền cược, tiền thắng và tiền thưởng đều có trong lịch sử giao dịch.'],
    zh: ['每周总结', '这是您的每周总结：投注、赢奖和奖金均可在交易记录中查看。'],
  },
  {
    en: ['Tournament results', 'The weekend tournament has ended. Thank you for playing; the prizes have been paid to the winners.'],
    pt: ['Resultado do torneio', 'O torneio de fim de semana terminou. Obrigado por jogar; os prêmios já foram pagos aos vencedores.'],
    vi: ['Kết quả giải đấu', 'Giải đấu cuối tuần đã kết thúc. Cảm ơn bạn đã tham gia; giải thưởng đã được trao cho người thắng.'],
    zh: ['锦标赛结果', '周末锦标赛已结束。感谢您的参与，奖金已发放给获胜者。'],
  },
  {
    en: ['Scheduled maintenance', 'Some games were briefly unavailable during scheduled maintenance. Everything is running again.'],
    pt: ['Manutenção programada', 'Alguns jogos ficaram fora do ar por pouco tempo durante a manutenção programada. Tudo já voltou a funcionar.'],
    vi: ['Bảo trì định kỳ', 'Một số trò chơi tạm ngừng trong thời gian bảo trì định kỳ. Mọi thứ đã hoạt động trở lại.'],
    zh: ['定期维护', '部分游戏在定期维护期间短暂无法使用，现已全部恢复。'],
  },
  {
    en: ['VIP level review', 'Your VIP level has been reviewed. Keep playing to reach the next level and its rewards.'],
    pt: ['Revisão do nível VIP', 'Seu nível VIP foi revisado. Continue jogando para chegar ao próximo nível e às recompensas dele.'],
    vi: ['Xét duyệt cấp VIP', 'Cấp VIP của bạn đã được xét duyệt. Hãy tiếp tục chơi để lên cấp tiếp theo và nhận phần thưởng.'],
    zh: ['VIP 等级评定', '您的 VIP 等级已完成评定。继续游戏，升至下一等级并领取奖励。'],
  },
];
const HISTORY_SIZE = 40;

export function startOfDay(time: number): number {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/**
 * The settlement period holding `time`: half-months, the 1st to the 15th and the 16th to the month's end (the
 * dividend contract's halfMonth), in local time and half-open: `end` is the next period's start. Every period of the
 * agent area is one of these: the income's previous and current, the dividend periods and the current dividend.
 */
export function halfMonthOf(time: number): { start: number; end: number } {
  const d = new Date(time);
  const [year, month] = [d.getFullYear(), d.getMonth()];
  return d.getDate() >= 16
    ? { start: new Date(year, month, 16).getTime(), end: new Date(year, month + 1, 1).getTime() }
    : { start: new Date(year, month, 1).getTime(), end: new Date(year, month, 16).getTime() };
}

/** A contract of a kind with its tiers and settlement period (the seed's, and the demo's offered ones). */
export function contract(id: string, kind: ContractKind, state: Contract['state'], createdAt: number, answeredAt: number | null): Contract {
  const tiers =
    kind === 'dividend'
      ? [
          { threshold: '10000.00', reward: '10' },
          { threshold: '50000.00', reward: '20' },
          { threshold: '200000.00', reward: '30' },
        ]
      : kind === 'dailySalary'
        ? [
            { threshold: '5000.00', reward: '50.00' },
            { threshold: '20000.00', reward: '250.00' },
            { threshold: '100000.00', reward: '1500.00' },
          ]
        : [
            { threshold: '1000.00', reward: '5.00' },
            { threshold: '5000.00', reward: '30.00' },
          ];
  const period = kind === 'dividend' ? 'halfMonth' : kind === 'dailySalary' ? 'day' : 'hour';
  return { id, kind, state, tiers, period, createdAt, answeredAt };
}

const CONTRACT_ID_PREFIX: Record<ContractKind, string> = { dailySalary: 'DS', dividend: 'DV', hourSalary: 'HS' };

/** The contracts `account` holds, newest first (the store's own objects: an answer changes them in place). */
export function contractsHeldBy(contracts: readonly DemoContract[], account: string): DemoContract[] {
  const holder = account.toLowerCase();
  return contracts.filter((k) => k.holder === holder);
}

/** A contract as the platform answers it, without the demo's bookkeeping (holder, offeredBy). */
export function contractValue(k: DemoContract): Contract {
  return {
    id: k.id,
    kind: k.kind,
    state: k.state,
    tiers: k.tiers.map((tier) => ({ ...tier })),
    period: k.period,
    createdAt: k.createdAt,
    answeredAt: k.answeredAt,
  };
}

/** The next contract id of a kind in a merchant's store (DS-4 after the seeded DS-1 to DS-3). */
export function nextContractId(contracts: readonly DemoContract[], kind: ContractKind): string {
  return `${CONTRACT_ID_PREFIX[kind]}-${contracts.filter((k) => k.kind === kind).length + 1}`;
}

function downline(template: DemoMember, rng: Rng, index: number, agentId: string): DemoMember {
  const account = `team${String(index).padStart(2, '0')}`;
  return {
    ...template,
    id: String(90_000_000 + index * 137 + rng.int(0, 99)),
    account,
    nickname: null,
    type: index >= AGENT_DOWNLINES_FROM ? MEMBER_TYPE.member2 : MEMBER_TYPE.member,
    clubLabel: null,
    disabled: false,
    mobileNum: `8${String(rng.int(100_000_000, 999_999_999))}`,
    wallets: { MAIN: rng.int(0, 300_000) },
    parentId: agentId,
  };
}

/** Seeds the area for a merchant's members (the accounts seed) at `now`. */
export function seedAgentArea(merchantCode: string, members: readonly DemoMember[], now: number): AgentSeed {
  const rng = createRng(`agent:${merchantCode}`);
  const agent = members.find((m) => m.account === AGENT_ACCOUNT);
  const extraDownlines = agent ? Array.from({ length: 23 }, (_, i) => downline(agent, rng, i + 6, agent.id)) : [];
  const team = [...members.filter((m) => agent && m.parentId === agent.id), ...extraDownlines];

  const inbox: Record<string, DemoInboxMessage[]> = {};
  for (const member of members) {
    if (member.type === MEMBER_TYPE.trial) continue;
    inbox[member.account.toLowerCase()] = MESSAGES.map((text, i) => ({
      id: 1000 + i,
      title: mapLocalized(text, ([title]) => title),
      content: mapLocalized(text, ([, content]) => content),
      sendDate: now - (i + 1) * DAY + rng.int(0, HOUR),
      // the two oldest are read; three unread
      read: i >= 3,
    }));
  }
  const history = inbox[INBOX_HISTORY_ACCOUNT];
  if (history) {
    for (let i = 0; i < HISTORY_SIZE; i += 1) {
      const text = HISTORY[i % HISTORY.length]!;
      // no rng draw here: the rest of the seed stays as it was
      history.push({
        id: 1100 + i,
        title: mapLocalized(text, ([title]) => `${title} #${HISTORY_SIZE - i}`),
        content: mapLocalized(text, ([, content]) => content),
        sendDate: now - (MESSAGES.length + 1 + i) * DAY,
        read: true,
      });
    }
  }

  // per product type: the same rate for every type but sports, 0.3 lower (the headline, the highest, is the rate)
  const rebates: Record<string, Record<string, number>> = {};
  team.forEach((m, i) => {
    const rate = [0.5, 0.8, 1, 1.2, 1.5][i % 5] ?? 1;
    rebates[m.account.toLowerCase()] = Object.fromEntries(
      Object.keys(AGENT_PRODUCT_REBATES).map((type) => [type, type === 'SPORTS' ? Math.round(rate * 10 - 3) / 10 : rate]),
    );
  });

  const bets: DemoBet[] = [];
  team.forEach((m, i) => {
    const count = rng.int(2, 8);
    for (let b = 0; b < count; b += 1) {
      // the first bet of the first eight members is today, so today's counters are never empty
      const todayFraction = b === 0 && i < 8 ? rng.next() : null;
      const ageMs = rng.int(1, 14) * DAY - rng.int(0, 12 * HOUR);
      const [gameName, gameType] = rng.pick(GAMES);
      const betAmount = rng.int(1, 200) * 10;
      bets.push({
        id: `B${m.account}${b}`,
        account: m.account,
        gameName,
        gameType,
        betCents: betAmount * 100,
        winLossCents: Math.round(betAmount * (rng.next() * 2.2 - 1.1)) * 100,
        todayFraction,
        ageMs,
      });
    }
  });

  const transactions: TransactionRow[] = [];
  let balanceCents = agent?.wallets.MAIN ?? 0;
  const kinds = ['REBATE', 'DAILY_SALARY', 'DIVIDEND', 'TRANSFER_DOWNLINE'];
  for (let i = 0; i < 24; i += 1) {
    const type = kinds[i % kinds.length] ?? 'REBATE';
    const amountCents = (type === 'TRANSFER_DOWNLINE' ? -rng.int(10, 200) * 10 : rng.int(5, 400) * 5) * 100;
    transactions.push({
      id: `T${10_000 + i}`,
      type,
      amount: decimalOf(amountCents),
      balanceAfter: decimalOf(balanceCents),
      time: now - i * 0.7 * DAY - rng.int(0, HOUR),
      remark: type === 'TRANSFER_DOWNLINE' ? (team[i % Math.max(team.length, 1)]?.account ?? '') : '',
    });
    balanceCents -= amountCents;
  }

  const contracts: Contract[] = [
    contract('DS-3', 'dailySalary', 'pending', now - 2 * HOUR, null),
    contract('DV-2', 'dividend', 'accepted', now - 20 * DAY, now - 19 * DAY),
    contract('DS-2', 'dailySalary', 'accepted', now - 40 * DAY, now - 39 * DAY),
    contract('DS-1', 'dailySalary', 'rejected', now - 60 * DAY, now - 60 * DAY),
    contract('HS-1', 'hourSalary', 'rejected', now - 30 * DAY, now - 29 * DAY),
  ];

  return {
    extraDownlines,
    inbox,
    rebates,
    bets,
    transactions,
    contracts,
    productRebates: { ...AGENT_PRODUCT_REBATES },
    globalRebates: { ...GLOBAL_PRODUCT_REBATES },
  };
}

/** A fresh mutable store from the seed (reset restores it). */
export function createAgentStore(seed: AgentSeed): AgentStore {
  return {
    inbox: new Map(Object.entries(seed.inbox).map(([k, list]) => [k, list.map((m) => ({ ...m }))])),
    rebates: new Map(Object.entries(seed.rebates).map(([k, byType]) => [k, { ...byType }])),
    contracts: seed.contracts.map((c) => ({ ...c, tiers: c.tiers.map((tier) => ({ ...tier })), holder: AGENT_ACCOUNT, offeredBy: null })),
    verifications: new Map(),
    chatOpened: new Set(),
  };
}
