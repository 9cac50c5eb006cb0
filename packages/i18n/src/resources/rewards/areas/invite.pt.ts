// Namespace `rewards`, invite, Portuguese (Brazil). Same keys as invite.en.ts.
import type { DeepStringify } from '../../../types';
import type { invite as en } from './invite.en';

export const invite: DeepStringify<typeof en> = {
  heading: 'Convide amigos e ganhe recompensas',
  intro: 'Compartilhe seu link. Os amigos que se cadastrarem com ele entram na {{brand}} como seus convidados, e você ganha recompensas quando eles jogam.',
  qrLabel: 'QR code do seu link de convite',
  linkLabel: 'Seu link de convite',
  code: 'Código de convite: {{code}}',
  copy: 'Copiar link',
  share: 'Compartilhar',
  shareText: 'Venha jogar comigo na {{brand}}: cadastre-se com o meu link de convite.',
  copiedToShare: 'Link copiado: cole em uma mensagem para compartilhar.',
  copyFailed: 'Não foi possível copiar. Toque e segure o link para copiá-lo.',
  friends: 'Amigos convidados',
  friendsCount_one: '{{count}} amigo',
  friendsCount_other: '{{count}} amigos',
  totalReward: 'Recompensas ganhas: {{amount}}',
  noFriends: 'Nenhum amigo convidado ainda',
  noFriendsHint: 'Os amigos que se cadastrarem com o seu link aparecem aqui.',
  registered: 'Cadastro em {{date}}',
  reward: 'Recompensa {{amount}}',
  noReward: 'Sem recompensa ainda',
  friend: '{{account}}, cadastro em {{date}}, {{reward}}',
  seeFriends: 'Ver amigos convidados',
};
