// Namespace `cashier`, withdraw, Chinese (Simplified). Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: '提款',
  tabs: { label: '提款或记录', withdraw: '提款', records: '记录' },
  formTitle: '提款申请',
  figures: {
    title: '可提款金额',
    balance: '余额',
    notYet: '暂不可提款',
    notYetNote: '暂不可提款：完成所需流水前被冻结的金额，以及游戏钱包中的金额（请先转回主钱包）。',
    pending: '处理中的提款',
    pendingNote: '处理中的提款已从余额中扣除，出款后将打入您的银行卡。',
    min: '最低 {{amount}}',
    max: '最高 {{amount}}',
  },
  withdrawable: '当前可提款',
  turnover: '尚需流水',
  turnoverNote: '流水是指被冻结的金额可提款之前您还需完成的投注额。',
  limits: '单笔限额',
  card: '收款卡',
  chooseCard: '请选择一张银行卡。',
  password: '提款密码',
  submit: '提款',
  confirm: {
    title: '确认提款',
    note: '请核对金额和银行卡，然后输入提款密码。',
    arrives: '实际到账',
    submit: '确认提款',
    back: '返回修改',
  },
  done: '已提交 {{amount}} 的提款申请（订单 {{orderId}}），出款前为处理中状态。',
  unknown: {
    found: '您的 {{amount}} 提款已受理（订单 {{orderId}}）：{{status}}。',
    none: '您的提款未成功，可以重新提交。',
  },
  status: { pending: '处理中', success: '已出款', failed: '已拒绝' },
  records: {
    label: '提款记录',
    empty: '最近 {{days}} 天没有提款记录。',
    card: '银行卡 ···· {{last4}}',
    fee: '手续费 {{fee}} · 实际到账 {{net}}',
  },
  setup: {
    title: '首次提款前',
    note: '只需完成一次以下步骤，即可提款。',
    steps: '步骤',
    step: '{{n}}. {{name}}：{{state}}',
    payee: '收款人姓名',
    password: '提款密码',
    card: '银行卡',
    done: '已完成',
    current: '当前',
    next: '待完成',
  },
};
