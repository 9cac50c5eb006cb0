// Namespace `rewards`, redRain, Simplified Chinese. Same keys as redRain.en.ts.
import type { DeepStringify } from '../../../types';
import type { redRain as en } from './redRain.en';

export const redRain: DeepStringify<typeof en> = {
  title: '红包雨',
  intro: '红包会飘落几秒钟：尽可能多地点击。本轮结束后，系统会为您拆开红包。',
  nextRound: '下一轮倒计时',
  roundInfo: '{{seconds}} 秒内 {{packets}} 个红包',
  chances: '今日剩余次数：{{left}}/{{total}}',
  timeLeft: '剩余时间',
  caught: '已抢到：{{count}}',
  field: '飘落的红包',
  packet: '红包',
  stillTitle: '本轮进行中',
  stillBody: '请在本轮结束前拆开您的红包。',
  open: '拆一个红包',
  opening: '正在拆开您的红包…',
  wonTitle: '您获得了 {{amount}}',
  wonBody: '奖金已存入您的主钱包。',
  nothingTitle: '这次是空红包',
  nothingBody: '您的红包里什么也没有，祝您下一轮好运。',
  noneCaught: '本轮您没有抢到红包。',
  checking: '正在确认您的领取结果…',
  unconfirmed: '无法确认您的领取结果。请重试：每次领取只会入账一次。',
  tryAgain: '重试',
  next: '下一轮',
  noRounds: '目前没有安排场次',
  noRoundsBody: '请稍后再来参加下一场红包雨。',
  noChances: '您今天的 {{total}} 次机会已用完',
  noChancesBody: '明天再来参加更多场次吧。',
  errors: {
    notStarted: '本轮尚未开始。',
    closed: '本轮已结束，无法再领取。',
    noChances: '您今天已没有剩余次数。',
    unknownRound: '该场次已不存在。',
  },
};
