// Namespace `cashier`, withdraw, Vietnamese. Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: 'Rút tiền',
  tabs: { label: 'Rút tiền hoặc xem lịch sử', withdraw: 'Rút tiền', records: 'Lịch sử' },
  formTitle: 'Lệnh rút tiền',
  figures: {
    title: 'Số tiền bạn có thể rút',
    balance: 'Số dư',
    notYet: 'Chưa thể rút',
    notYetNote: 'Chưa thể rút: số tiền bị giữ lại cho đến khi đạt đủ doanh thu cược yêu cầu, và số tiền trong ví trò chơi (hãy chuyển về ví chính trước).',
    pending: 'Lệnh rút đang chờ',
    pendingNote: 'Các lệnh rút đang chờ đã được trừ khỏi số dư; tiền sẽ về thẻ của bạn khi được chi trả.',
    min: 'Tối thiểu {{amount}}',
    max: 'Tối đa {{amount}}',
  },
  withdrawable: 'Có thể rút ngay',
  turnover: 'Doanh thu cược còn thiếu',
  turnoverNote: 'Doanh thu cược là số tiền bạn còn phải cược trước khi có thể rút phần tiền bị giữ lại.',
  limits: 'Mỗi lần rút',
  card: 'Chuyển đến',
  chooseCard: 'Hãy chọn một thẻ ngân hàng.',
  password: 'Mật khẩu rút tiền',
  submit: 'Rút tiền',
  confirm: {
    title: 'Xác nhận lệnh rút tiền',
    note: 'Kiểm tra số tiền và thẻ, sau đó nhập mật khẩu rút tiền.',
    arrives: 'Về thẻ của bạn',
    submit: 'Xác nhận rút tiền',
    back: 'Quay lại',
  },
  done: 'Đã gửi yêu cầu rút {{amount}} (mã {{orderId}}). Lệnh đang chờ xử lý cho đến khi được chi trả.',
  unknown: {
    found: 'Yêu cầu rút {{amount}} của bạn đã được nhận (mã {{orderId}}): {{status}}.',
    none: 'Lệnh rút tiền chưa được thực hiện. Bạn có thể thử lại.',
  },
  status: { pending: 'Đang chờ', success: 'Đã chi trả', failed: 'Bị từ chối' },
  records: {
    label: 'Lịch sử rút tiền',
    empty: 'Không có lệnh rút nào trong {{days}} ngày qua.',
    card: 'Thẻ ···· {{last4}}',
    fee: 'Phí {{fee}} · Về thẻ {{net}}',
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
