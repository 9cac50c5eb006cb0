// Namespace `cashier`, withdraw, Vietnamese. Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: 'Rút tiền',
  formTitle: 'Lệnh rút tiền',
  withdrawable: 'Có thể rút ngay',
  turnover: 'Doanh thu cược còn thiếu',
  turnoverNote: 'Một phần số dư bị giữ lại cho đến khi đạt đủ doanh thu cược yêu cầu.',
  limits: 'Mỗi lần rút',
  card: 'Chuyển đến',
  chooseCard: 'Hãy chọn một thẻ ngân hàng.',
  password: 'Mật khẩu rút tiền',
  submit: 'Rút tiền',
  feeNote: 'Phí {{fee}} được trừ vào số tiền chuyển đến thẻ của bạn.',
  done: 'Đã gửi yêu cầu rút {{amount}} (mã {{orderId}}). Lệnh đang chờ xử lý cho đến khi được chi trả.',
  unknown: {
    found: 'Yêu cầu rút {{amount}} của bạn đã được nhận (mã {{orderId}}): {{status}}.',
    none: 'Lệnh rút tiền chưa được thực hiện. Bạn có thể thử lại.',
  },
  setup: {
    title: 'Trước lần rút tiền đầu tiên',
    note: 'Hoàn tất các bước này một lần, sau đó bạn có thể rút tiền.',
    steps: 'Các bước',
    step: '{{n}}. {{name}}: {{state}}',
    payee: 'Tên người nhận',
    password: 'Mật khẩu rút tiền',
    card: 'Thẻ ngân hàng',
    done: 'xong',
    current: 'hiện tại',
    next: 'tiếp theo',
  },
};
