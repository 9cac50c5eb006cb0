// Namespace `rewards`, invite, Vietnamese. Same keys as invite.en.ts.
import type { DeepStringify } from '../../../types';
import type { invite as en } from './invite.en';

export const invite: DeepStringify<typeof en> = {
  heading: 'Mời bạn bè, nhận thưởng',
  intro:
    'Chia sẻ liên kết của bạn. Bạn bè đăng ký bằng liên kết này sẽ tham gia {{brand}} với tư cách bạn bè được mời của bạn, và bạn nhận thưởng khi họ chơi.',
  qrLabel: 'Mã QR của liên kết mời',
  linkLabel: 'Liên kết mời của bạn',
  code: 'Mã mời: {{code}}',
  copy: 'Sao chép liên kết',
  share: 'Chia sẻ',
  shareText: 'Cùng chơi với mình tại {{brand}}: đăng ký bằng liên kết mời của mình nhé.',
  copiedToShare: 'Đã sao chép liên kết: dán vào tin nhắn để chia sẻ.',
  copyFailed: 'Không sao chép được. Nhấn giữ liên kết để sao chép.',
  friends: 'Bạn bè đã mời',
  friendsCount_one: '{{count}} người bạn',
  friendsCount_other: '{{count}} người bạn',
  totalReward: 'Thưởng đã nhận: {{amount}}',
  noFriends: 'Chưa có bạn bè nào được mời',
  noFriendsHint: 'Bạn bè đăng ký bằng liên kết của bạn sẽ hiện ở đây.',
  registered: 'Đăng ký ngày {{date}}',
  reward: 'Thưởng {{amount}}',
  noReward: 'Chưa có thưởng',
  friend: '{{account}}, đăng ký ngày {{date}}, {{reward}}',
  seeFriends: 'Xem bạn bè đã mời',
};
