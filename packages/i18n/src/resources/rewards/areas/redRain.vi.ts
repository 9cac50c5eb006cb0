// Namespace `rewards`, redRain, Vietnamese. Same keys as redRain.en.ts.
import type { DeepStringify } from '../../../types';
import type { redRain as en } from './redRain.en';

export const redRain: DeepStringify<typeof en> = {
  title: 'Mưa lì xì',
  intro: 'Bao lì xì rơi trong vài giây: hãy chạm càng nhiều càng tốt. Khi vòng kết thúc, chúng sẽ được mở cho bạn.',
  nextRound: 'Vòng tiếp theo sau',
  roundInfo: '{{packets}} bao lì xì trong {{seconds}} giây',
  chances: 'Lượt còn lại hôm nay: {{left}}/{{total}}',
  timeLeft: 'Thời gian còn lại',
  caught: 'Đã bắt: {{count}}',
  field: 'Bao lì xì đang rơi',
  packet: 'Bao lì xì',
  stillTitle: 'Một vòng đang diễn ra',
  stillBody: 'Hãy mở bao lì xì của bạn trước khi vòng kết thúc.',
  open: 'Mở một bao lì xì',
  opening: 'Đang mở bao lì xì của bạn…',
  wonTitle: 'Bạn đã nhận {{amount}}',
  wonBody: 'Số tiền đã vào ví chính của bạn.',
  nothingTitle: 'Lần này trống rỗng',
  nothingBody: 'Bao lì xì của bạn không có gì. Chúc may mắn ở vòng sau.',
  noneCaught: 'Bạn không bắt được bao lì xì nào trong vòng này.',
  checking: 'Đang kiểm tra yêu cầu nhận thưởng của bạn…',
  unconfirmed: 'Không thể xác nhận yêu cầu nhận thưởng. Hãy thử lại: mỗi lần nhận chỉ được cộng một lần.',
  tryAgain: 'Thử lại',
  next: 'Vòng tiếp theo',
  noRounds: 'Hiện chưa có vòng nào được lên lịch',
  noRoundsBody: 'Hãy quay lại sau cho cơn mưa tiếp theo.',
  noChances: 'Bạn đã dùng hết {{total}} lượt hôm nay',
  noChancesBody: 'Hãy quay lại vào ngày mai để chơi thêm.',
  errors: {
    notStarted: 'Vòng này chưa bắt đầu.',
    closed: 'Vòng này đã kết thúc và không thể nhận thưởng nữa.',
    noChances: 'Bạn đã hết lượt hôm nay.',
    unknownRound: 'Vòng này không còn tồn tại.',
  },
};
