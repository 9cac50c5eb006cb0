// Namespace `rewards`, redRain, Portuguese (Brazil). Same keys as redRain.en.ts.
import type { DeepStringify } from '../../../types';
import type { redRain as en } from './redRain.en';

export const redRain: DeepStringify<typeof en> = {
  title: 'Chuva de envelopes',
  intro: 'Envelopes vermelhos caem por alguns segundos: toque no máximo que puder. No fim da rodada, eles são abertos para você.',
  nextRound: 'Próxima rodada em',
  roundInfo: '{{packets}} envelopes em {{seconds}} s',
  chances: 'Entradas restantes hoje: {{left}} de {{total}}',
  timeLeft: 'Tempo restante',
  caught: 'Pegos: {{count}}',
  field: 'Envelopes vermelhos caindo',
  packet: 'Envelope vermelho',
  stillTitle: 'Uma rodada está acontecendo',
  stillBody: 'Abra seu envelope vermelho antes que a rodada termine.',
  open: 'Abrir um envelope',
  opening: 'Abrindo seus envelopes…',
  wonTitle: 'Você ganhou {{amount}}',
  wonBody: 'O valor já está na sua carteira principal.',
  nothingTitle: 'Vazio desta vez',
  nothingBody: 'Seus envelopes não tinham nada. Boa sorte na próxima rodada.',
  noneCaught: 'Você não pegou nenhum envelope nesta rodada.',
  checking: 'Verificando se o seu resgate foi concluído…',
  unconfirmed: 'Não foi possível confirmar o seu resgate. Tente de novo: um resgate é creditado uma única vez.',
  tryAgain: 'Tentar de novo',
  next: 'Próxima rodada',
  noRounds: 'Nenhuma rodada programada no momento',
  noRoundsBody: 'Volte mais tarde para a próxima chuva.',
  noChances: 'Você já usou as {{total}} entradas de hoje',
  noChancesBody: 'Volte amanhã para mais rodadas.',
  errors: {
    notStarted: 'Esta rodada ainda não começou.',
    closed: 'Esta rodada terminou e não pode mais ser resgatada.',
    noChances: 'Você não tem mais entradas hoje.',
    unknownRound: 'Esta rodada não existe mais.',
  },
};
