import type { DeepStringify } from '../../types';
import type { en } from './en';

export const zh: DeepStringify<typeof en> = {
  title: '游戏',
  hub: {
    menu: '游戏分类',
    more: '更多',
    showAll: '查看全部',
    loginForFavourites: '登录后可在此收藏您喜爱的游戏。',
    noFavourites: '暂无收藏。点击游戏上的爱心即可收藏。',
    providers: '游戏厂商',
  },
  list: {
    search: '搜索游戏',
    searchPlaceholder: '游戏名称',
    filter: '筛选',
    filterTitle: '筛选游戏',
    classify: '游戏类型',
    all: '全部',
    new: '新游戏',
    apply: '确定',
    vendors: '游戏厂商',
    allVendors: '全部厂商',
    modes: '游戏列表',
    hot: '热门',
    favourite: '收藏',
    recent: '最近',
    empty: '没有找到游戏',
    emptyHint: '请尝试其他名称、厂商或筛选条件。',
    loadingMore: '正在加载更多游戏…',
    count: '{{count}} 款游戏',
  },
  game: {
    play: '开始 {{name}}',
    addFavourite: '收藏 {{name}}',
    removeFavourite: '取消收藏 {{name}}',
    isNew: '新',
  },
  winners: {
    title: '赢家榜',
    playNow: '立即游戏',
  },
  lottery: {
    draws: '开奖期次',
    recent: '最近玩过',
    lobbies: '大厅',
    draw: '第 {{numero}} 期',
    closesIn: '{{time}} 后截止',
    drawing: '开奖中…',
    drawsFailed: '无法加载开奖期次。',
    empty: '暂无彩票期次',
    emptyHint: '请稍后再来查看下一期。',
  },
  rank: {
    title: '热门排行',
    rank: '第 {{rank}} 名',
    players: '{{count}} 位玩家',
  },
  launch: {
    opening: '正在打开游戏…',
    failed: '无法打开游戏，请重试。',
  },
};
