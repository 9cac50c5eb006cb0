// Namespace `cashier`, Chinese (Simplified). Same keys as en.ts.
import type { DeepStringify } from '../../types';
import type { en } from './en';
import { deposit } from './areas/deposit.zh';
import { withdraw } from './areas/withdraw.zh';
import { security } from './areas/security.zh';
import { wallets } from './areas/wallets.zh';

export const zh: DeepStringify<typeof en> = {
  common: {
    title: '收银台',
    from: '从',
    to: '至',
    apply: '应用',
    all: '全部',
    amount: '金额',
    fee: '手续费',
    limits: '最低 {{min}} · 最高 {{max}}',
    copy: '复制',
    copied: '已复制',
    records: '记录',
    checking: '正在确认您的请求结果…',
    unknownOutcome: '无法确认您的请求，请先查看记录再重试。',
  },
  status: {
    pending: '处理中',
    success: '成功',
    failed: '失败',
  },
  orders: {
    period: '最近 {{days}} 天',
    order: '单号 {{orderId}}',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} / {{pages}} 页',
  },
  amount: {
    required: '请输入金额。',
    format: '请只输入数字，例如 100 或 100.50。',
    negative: '金额不能为负数。',
    zero: '金额必须大于零。',
    decimals: '最多两位小数。',
    tooLarge: '金额过大。',
    belowMin: '最低金额为 {{limit}}。',
    aboveMax: '最高金额为 {{limit}}。',
    aboveBalance: '超过您的余额 {{limit}}。',
  },
  deposit,
  withdraw,
  security,
  wallets,
};
