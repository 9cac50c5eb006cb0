// Namespace `cashier`, withdraw, Chinese (Simplified). Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: '提款',
  formTitle: '提款申请',
  withdrawable: '当前可提款',
  turnover: '尚需流水',
  turnoverNote: '部分余额将被冻结，直至完成所需流水。',
  limits: '单笔限额',
  card: '收款卡',
  chooseCard: '请选择一张银行卡。',
  password: '提款密码',
  submit: '提款',
  feeNote: '手续费 {{fee}} 将从打入银行卡的金额中扣除。',
  done: '已提交 {{amount}} 的提款申请（订单 {{orderId}}），出款前为处理中状态。',
  unknown: {
    found: '您的 {{amount}} 提款已受理（订单 {{orderId}}）：{{status}}。',
    none: '您的提款未成功，可以重新提交。',
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
