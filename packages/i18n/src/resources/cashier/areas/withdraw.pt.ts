// Namespace `cashier`, withdraw, Portuguese (Brazil). Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: 'Saque',
  formTitle: 'Pedido de saque',
  withdrawable: 'Disponível para saque',
  turnover: 'Rollover ainda necessário',
  turnoverNote: 'Parte do seu saldo fica retida até que o rollover exigido seja cumprido.',
  limits: 'Por saque',
  card: 'Pagar para',
  chooseCard: 'Escolha um cartão bancário.',
  password: 'Senha de saque',
  submit: 'Sacar',
  feeNote: 'Uma taxa de {{fee}} é descontada do valor pago no seu cartão.',
  done: 'Saque de {{amount}} solicitado (pedido {{orderId}}). Fica pendente até ser pago.',
  unknown: {
    found: 'Seu saque de {{amount}} foi recebido (pedido {{orderId}}): {{status}}.',
    none: 'Seu saque não foi feito. Você pode tentar de novo.',
  },
  setup: {
    title: 'Antes do seu primeiro saque',
    note: 'Conclua estas etapas uma vez; depois você poderá sacar.',
    steps: 'Etapas',
    step: '{{n}}. {{name}}: {{state}}',
    payee: 'Nome do favorecido',
    password: 'Senha de saque',
    card: 'Cartão bancário',
    done: 'concluído',
    current: 'agora',
    next: 'próximo',
  },
};
