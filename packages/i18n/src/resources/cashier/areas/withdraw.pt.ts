// Namespace `cashier`, withdraw, Portuguese (Brazil). Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: 'Saque',
  tabs: { label: 'Sacar ou ver histórico', withdraw: 'Sacar', records: 'Histórico' },
  formTitle: 'Pedido de saque',
  figures: {
    title: 'Quanto você pode sacar',
    balance: 'Saldo',
    notYet: 'Ainda não disponível para saque',
    notYetNote:
      'Ainda não disponível para saque: o valor retido até que o rollover exigido seja cumprido e o valor nas carteiras de jogos (transfira-o antes para a carteira principal).',
    pending: 'Saques pendentes',
    pendingNote: 'Os saques pendentes já saíram do seu saldo; chegam ao seu cartão quando forem pagos.',
    min: 'Mín. {{amount}}',
    max: 'Máx. {{amount}}',
  },
  withdrawable: 'Disponível para saque',
  turnover: 'Rollover ainda necessário',
  turnoverNote: 'O rollover é o quanto você ainda precisa apostar para que o valor retido possa ser sacado.',
  limits: 'Por saque',
  card: 'Pagar para',
  chooseCard: 'Escolha um cartão bancário.',
  password: 'Senha de saque',
  submit: 'Sacar',
  confirm: {
    title: 'Confirme o seu saque',
    note: 'Confira o valor e o cartão e depois digite a sua senha de saque.',
    arrives: 'No seu cartão',
    submit: 'Confirmar saque',
    back: 'Voltar',
  },
  done: 'Saque de {{amount}} solicitado (pedido {{orderId}}). Fica pendente até ser pago.',
  unknown: {
    found: 'Seu saque de {{amount}} foi recebido (pedido {{orderId}}): {{status}}.',
    none: 'Seu saque não foi feito. Você pode tentar de novo.',
  },
  status: { pending: 'Pendente', success: 'Pago', failed: 'Recusado' },
  records: {
    label: 'Histórico de saques',
    empty: 'Nenhum saque nos últimos {{days}} dias.',
    card: 'Cartão ···· {{last4}}',
    fee: 'Taxa {{fee}} · No seu cartão {{net}}',
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
