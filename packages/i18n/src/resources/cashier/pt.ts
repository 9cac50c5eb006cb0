// Namespace `cashier`, Portuguese (Brazil). Same keys as en.ts.
import type { DeepStringify } from '../../types';
import type { en } from './en';
import { deposit } from './areas/deposit.pt';
import { withdraw } from './areas/withdraw.pt';
import { security } from './areas/security.pt';
import { wallets } from './areas/wallets.pt';

export const pt: DeepStringify<typeof en> = {
  common: {
    title: 'Caixa',
    from: 'De',
    to: 'Até',
    apply: 'Aplicar',
    all: 'Todos',
    amount: 'Valor',
    fee: 'Taxa',
    limits: 'Mín. {{min}} · Máx. {{max}}',
    copy: 'Copiar',
    copied: 'Copiado',
    records: 'Histórico',
    checking: 'Verificando o que aconteceu com a sua solicitação…',
    unknownOutcome: 'Não conseguimos confirmar a sua solicitação. Confira o histórico antes de tentar de novo.',
  },
  status: {
    pending: 'Pendente',
    success: 'Concluído',
    failed: 'Falhou',
  },
  orders: {
    period: 'Últimos {{days}} dias',
    order: 'Pedido {{orderId}}',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}} de {{pages}}',
  },
  amount: {
    required: 'Informe um valor.',
    format: 'Use apenas números, por exemplo 100 ou 100,50.',
    negative: 'O valor não pode ser negativo.',
    zero: 'O valor deve ser maior que zero.',
    decimals: 'Use no máximo duas casas decimais.',
    tooLarge: 'Este valor é alto demais.',
    belowMin: 'O mínimo é {{limit}}.',
    aboveMax: 'O máximo é {{limit}}.',
    aboveBalance: 'Isso é mais do que o seu saldo de {{limit}}.',
  },
  deposit,
  withdraw,
  security,
  wallets,
};
