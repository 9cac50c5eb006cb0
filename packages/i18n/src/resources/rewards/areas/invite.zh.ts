// Namespace `rewards`, invite, Chinese (Simplified). Same keys as invite.en.ts.
import type { DeepStringify } from '../../../types';
import type { invite as en } from './invite.en';

export const invite: DeepStringify<typeof en> = {
  heading: '邀请好友，赢取奖励',
  intro: '分享您的链接。好友通过该链接注册即成为您邀请的好友加入{{brand}}，他们游戏时您可获得奖励。',
  qrLabel: '邀请链接二维码',
  linkLabel: '您的邀请链接',
  code: '邀请码：{{code}}',
  copy: '复制链接',
  share: '分享',
  shareText: '来{{brand}}和我一起玩：用我的邀请链接注册吧。',
  copiedToShare: '链接已复制：粘贴到消息中即可分享。',
  copyFailed: '无法复制。请长按链接进行复制。',
  friends: '已邀请的好友',
  friendsCount_one: '{{count}} 位好友',
  friendsCount_other: '{{count}} 位好友',
  totalReward: '已获奖励：{{amount}}',
  noFriends: '还没有邀请好友',
  noFriendsHint: '通过您的链接注册的好友会显示在这里。',
  registered: '注册于 {{date}}',
  reward: '奖励 {{amount}}',
  noReward: '暂无奖励',
  friend: '{{account}}，注册于 {{date}}，{{reward}}',
  seeFriends: '查看已邀请的好友',
};
