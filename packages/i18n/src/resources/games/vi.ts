import type { DeepStringify } from '../../types';
import type { en } from './en';

export const vi: DeepStringify<typeof en> = {
  title: 'Trò chơi',
  hub: {
    menu: 'Danh mục trò chơi',
    more: 'Thêm',
    showAll: 'Xem tất cả',
    loginForFavourites: 'Đăng nhập để lưu các trò chơi yêu thích tại đây.',
    noFavourites: 'Chưa có mục yêu thích. Chạm vào trái tim trên trò chơi để thêm.',
    providers: 'Nhà cung cấp',
  },
  list: {
    search: 'Tìm trò chơi',
    searchPlaceholder: 'Tên trò chơi',
    filter: 'Bộ lọc',
    filterTitle: 'Lọc trò chơi',
    classify: 'Loại trò chơi',
    all: 'Tất cả',
    new: 'Mới',
    apply: 'Áp dụng',
    vendors: 'Nhà cung cấp',
    allVendors: 'Tất cả nhà cung cấp',
    modes: 'Danh sách trò chơi',
    hot: 'Nổi bật',
    favourite: 'Yêu thích',
    recent: 'Gần đây',
    empty: 'Không tìm thấy trò chơi',
    emptyHint: 'Hãy thử tên, nhà cung cấp hoặc bộ lọc khác.',
    loadingMore: 'Đang tải thêm trò chơi…',
    count: '{{count}} trò chơi',
  },
  game: {
    play: 'Chơi {{name}}',
    addFavourite: 'Thêm {{name}} vào yêu thích',
    removeFavourite: 'Xóa {{name}} khỏi yêu thích',
    isNew: 'Mới',
  },
  winners: {
    title: 'Người thắng',
    playNow: 'Chơi ngay',
  },
  lottery: {
    draws: 'Kỳ quay',
    recent: 'Chơi gần đây',
    lobbies: 'Sảnh',
    draw: 'Kỳ {{numero}}',
    closesIn: 'Đóng sau {{time}}',
    drawing: 'Đang quay số…',
    drawsFailed: 'Không thể tải các kỳ quay.',
    empty: 'Hiện chưa có kỳ quay xổ số nào',
    emptyHint: 'Hãy quay lại sớm cho các kỳ quay tiếp theo.',
  },
  rank: {
    title: 'Trò chơi hàng đầu',
    rank: 'Hạng {{rank}}',
    players: '{{count}} người chơi',
  },
  launch: {
    opening: 'Đang mở trò chơi…',
    failed: 'Không thể mở trò chơi. Vui lòng thử lại.',
  },
};
