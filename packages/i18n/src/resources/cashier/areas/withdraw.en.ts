// Namespace `cashier`, withdraw, English (source of truth). pt, vi and zh have the same keys (withdraw.<lang>.ts).

export const withdraw = {
  title: 'Withdraw',
  formTitle: 'Withdrawal',
  withdrawable: 'Withdrawable now',
  turnover: 'Turnover still required',
  turnoverNote: 'Part of your balance is held until the required turnover is played.',
  limits: 'Per withdrawal',
  card: 'Pay to',
  chooseCard: 'Choose a bank card.',
  password: 'Withdrawal password',
  submit: 'Withdraw',
  feeNote: 'A fee of {{fee}} is taken from the amount paid to your card.',
  done: 'Withdrawal of {{amount}} requested (order {{orderId}}). It is pending until it is paid.',
  unknown: {
    found: 'Your withdrawal of {{amount}} was received (order {{orderId}}): {{status}}.',
    none: 'Your withdrawal was not made. You can try again.',
  },
  setup: {
    title: 'Before your first withdrawal',
    note: 'Complete these steps once; then you can withdraw.',
    steps: 'Steps',
    step: '{{n}}. {{name}}: {{state}}',
    payee: 'Payee name',
    password: 'Withdrawal password',
    card: 'Bank card',
    done: 'done',
    current: 'now',
    next: 'next',
  },
};
