// Namespace `cashier`, Vietnamese. Same keys as en.ts.
import type { DeepStringify } from '../../types';
import type { en } from './en';
import { deposit } from './areas/deposit.vi';
import { withdraw } from './areas/withdraw.vi';
import { security } from './areas/security.vi';
import { wallets } from './areas/wallets.vi';

export const vi: DeepStringify<typeof en> = {
  common: {
    title: 'Thu ngân',
    from: 'Từ',
    to: 'Đến',
    apply: 'Áp dụng',
    all: 'Tất cả',
    amount: 'Số tiền',
    fee: 'Phí',
    limits: 'Tối thiểu {{min}} · Tối đa {{max}}',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
    records: 'Lịch sử',
    checking: 'Đang kiểm tra yêu cầu của bạn…',
    unknownOutcome: 'Chưa xác nhận được yêu cầu của bạn. Vui lòng kiểm tra lịch sử trước khi thử lại.',
  },
  status: {
    pending: 'Đang xử lý',
    success: 'Thành công',
    failed: 'Thất bại',
  },
  orders: {
    period: '{{days}} ngày gần nhất',
    order: 'Mã lệnh {{orderId}}',
    previous: 'Trang trước',
    next: 'Trang sau',
    page: 'Trang {{page}}/{{pages}}',
  },
  amount: {
    required: 'Vui lòng nhập số tiền.',
    format: 'Chỉ nhập số, ví dụ 100 hoặc 100.50.',
    negative: 'Số tiền không được âm.',
    zero: 'Số tiền phải lớn hơn 0.',
    decimals: 'Tối đa hai chữ số thập phân.',
    tooLarge: 'Số tiền quá lớn.',
    belowMin: 'Tối thiểu là {{limit}}.',
    aboveMax: 'Tối đa là {{limit}}.',
    aboveBalance: 'Số tiền vượt quá số dư {{limit}} của bạn.',
  },
  deposit,
  withdraw,
  security,
  wallets,
};
