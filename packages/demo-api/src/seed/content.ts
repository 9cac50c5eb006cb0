import { mapLocalized, type ContentLanguage, type Localized } from '../language';
import type { Rng } from '../random';
import type { AnnouncementType, DemoAnnouncement, DemoGame, DemoWinner, MerchantProfile, PromotionCategory } from './types';

const DAY = 24 * 60 * 60 * 1000;

interface AnnouncementTemplate {
  id: number;
  type: AnnouncementType;
  title: Localized;
  /**
   * HTML (or plain text with line breaks) in every language; `{brand}` and `{cur}` are replaced with the merchant's
   * brand name and currency symbol. No hostile HTML here: src/hostile.ts holds it, served only when a test asks.
   */
  body: Localized;
  category?: PromotionCategory;
  groupName?: string;
  /** days before the seed day it started */
  startedDaysAgo: number;
  /** days it runs from its start; absent: long term (noExpiry 1) */
  runsDays?: number;
  /** number of images (sequence 1 is the cover) */
  images: number;
}

const t = (id: number, type: AnnouncementType, title: Localized, body: Localized, extra: Partial<AnnouncementTemplate> = {}): AnnouncementTemplate => ({
  id,
  type,
  title,
  body,
  startedDaysAgo: (id % 10) + 1,
  images: 0,
  ...extra,
});

/**
 * The announcements every merchant has, in en, pt (Brazilian), vi and zh; titles are global so that the banner image
 * route can draw them (in the image's language).
 */
export const ANNOUNCEMENT_TEMPLATES: readonly AnnouncementTemplate[] = [
  t(
    1001,
    'B',
    { en: 'Welcome Bonus 100%', pt: 'Bônus de Boas-vindas 100%', vi: 'Thưởng chào mừng 100%', zh: '100% 迎新奖金' },
    {
      en: '<p>Double your first deposit at {brand}.</p>',
      pt: '<p>Dobre o seu primeiro depósito na {brand}.</p>',
      vi: '<p>Nhân đôi lần nạp đầu tiên tại {brand}.</p>',
      zh: '<p>在 {brand} 首次存款即享双倍。</p>',
    },
    { groupName: 'm_home', images: 1, runsDays: 60 },
  ),
  t(
    1002,
    'B',
    { en: 'Daily Cashback 10%', pt: 'Cashback Diário de 10%', vi: 'Hoàn tiền mỗi ngày 10%', zh: '每日返现 10%' },
    {
      en: '<p>Get 10% back on your daily net losses.</p>',
      pt: '<p>Receba de volta 10% das suas perdas líquidas do dia.</p>',
      vi: '<p>Nhận lại 10% số tiền thua ròng mỗi ngày.</p>',
      zh: '<p>每日净亏损返还 10%。</p>',
    },
    { groupName: 'm_home', images: 1 },
  ),
  t(
    1003,
    'B',
    { en: 'Live Casino Weekly Race', pt: 'Corrida Semanal do Cassino ao Vivo', vi: 'Đua top Casino trực tiếp hằng tuần', zh: '真人娱乐每周竞赛' },
    {
      en: '<p>Climb the weekly live casino leaderboard.</p>',
      pt: '<p>Suba no ranking semanal do cassino ao vivo.</p>',
      vi: '<p>Leo hạng trên bảng xếp hạng Casino trực tiếp mỗi tuần.</p>',
      zh: '<p>冲击真人娱乐每周排行榜。</p>',
    },
    { groupName: 'm_home', images: 1, runsDays: 30 },
  ),
  t(
    1004,
    'B',
    { en: 'Sports Mega Odds', pt: 'Super Odds nos Esportes', vi: 'Siêu tỷ lệ thể thao', zh: '体育超级赔率' },
    {
      en: '<p>Boosted odds on the biggest matches.</p>',
      pt: '<p>Odds turbinadas nos maiores jogos.</p>',
      vi: '<p>Tỷ lệ cược tăng cao cho những trận đấu lớn nhất.</p>',
      zh: '<p>焦点赛事赔率大提升。</p>',
    },
    { groupName: 'm_home', images: 1, runsDays: 30 },
  ),
  t(
    1005,
    'B',
    { en: 'Invite Friends', pt: 'Convide Amigos', vi: 'Mời bạn bè', zh: '邀请好友' },
    {
      en: '<p>Invite friends and earn together.</p>',
      pt: '<p>Convide amigos e ganhem juntos.</p>',
      vi: '<p>Mời bạn bè và cùng nhau nhận thưởng.</p>',
      zh: '<p>邀请好友，一起赚取奖励。</p>',
    },
    { groupName: 'm_leftmenu', images: 1 },
  ),
  t(
    1006,
    'B',
    { en: 'VIP Club', pt: 'Clube VIP', vi: 'Câu lạc bộ VIP', zh: 'VIP 俱乐部' },
    {
      en: '<p>Exclusive rewards for VIP members.</p>',
      pt: '<p>Recompensas exclusivas para membros VIP.</p>',
      vi: '<p>Phần thưởng độc quyền dành cho thành viên VIP.</p>',
      zh: '<p>VIP 会员专属奖励。</p>',
    },
    { groupName: 'm_leftmenu', images: 1 },
  ),
  t(
    1007,
    'B',
    { en: 'Join Now: First Deposit Bonus', pt: 'Cadastre-se: Bônus de 1º Depósito', vi: 'Tham gia ngay: Thưởng nạp đầu', zh: '立即加入：首存奖金' },
    {
      en: '<p>Register today and claim up to {cur}500.</p>',
      pt: '<p>Cadastre-se hoje e receba até {cur}500.</p>',
      vi: '<p>Đăng ký hôm nay và nhận đến {cur}500.</p>',
      zh: '<p>今天注册，最高可领 {cur}500。</p>',
    },
    { groupName: 'm_reg', images: 1 },
  ),
  t(
    2001,
    'PL',
    { en: 'Scheduled maintenance', pt: 'Manutenção programada', vi: 'Bảo trì định kỳ', zh: '定期维护' },
    {
      en: '<p>Some games will be under maintenance on Tuesday from 02:00 to 04:00 (GMT+8).</p>',
      pt: '<p>Alguns jogos estarão em manutenção na terça-feira, das 02:00 às 04:00 (GMT+8).</p>',
      vi: '<p>Một số trò chơi sẽ được bảo trì vào thứ Ba, từ 02:00 đến 04:00 (GMT+8).</p>',
      zh: '<p>部分游戏将于周二 02:00 至 04:00（GMT+8）进行维护。</p>',
    },
    { runsDays: 14 },
  ),
  t(
    2002,
    'PL',
    { en: 'New payment channel', pt: 'Novo canal de pagamento', vi: 'Kênh thanh toán mới', zh: '新支付渠道' },
    {
      en: '<p>A faster deposit channel is now available. Minimum deposit <b>{cur}10</b>.</p>',
      pt: '<p>Um canal de depósito mais rápido já está disponível. Depósito mínimo de <b>{cur}10</b>.</p>',
      vi: '<p>Kênh nạp tiền nhanh hơn đã sẵn sàng. Nạp tối thiểu <b>{cur}10</b>.</p>',
      zh: '<p>更快捷的存款渠道现已开通。最低存款 <b>{cur}10</b>。</p>',
    },
  ),
  // plain text, as some platforms send it: its line breaks and paragraphs must show
  t(
    2003,
    'PL',
    { en: 'Play responsibly', pt: 'Jogue com responsabilidade', vi: 'Chơi có trách nhiệm', zh: '理性游戏' },
    {
      en: 'Gaming involves risk.\nSet limits and take breaks.\n\nNeed help? Our service team is here every day.',
      pt: 'Jogos envolvem riscos.\nDefina limites e faça pausas.\n\nPrecisa de ajuda? Nossa equipe de atendimento está aqui todos os dias.',
      vi: 'Trò chơi luôn có rủi ro.\nHãy đặt giới hạn và nghỉ ngơi hợp lý.\n\nCần hỗ trợ? Đội ngũ chăm sóc khách hàng luôn sẵn sàng mỗi ngày.',
      zh: '游戏有风险。\n请设定限额并适时休息。\n\n需要帮助？我们的客服团队每天为您服务。',
    },
  ),
  // the sanitiser's fixture (a script, an onerror, a javascript: link) is added only when a test asks (src/hostile.ts)
  t(
    2004,
    'PL',
    { en: 'Security notice', pt: 'Aviso de segurança', vi: 'Thông báo bảo mật', zh: '安全提示' },
    {
      en: '<p>{brand} staff will never ask for your password.</p>',
      pt: '<p>A equipe da {brand} nunca vai pedir a sua senha.</p>',
      vi: '<p>Nhân viên {brand} sẽ không bao giờ hỏi mật khẩu của bạn.</p>',
      zh: '<p>{brand} 工作人员绝不会索要您的密码。</p>',
    },
  ),
  t(
    2005,
    'PL',
    { en: 'New games this week', pt: 'Jogos novos da semana', vi: 'Trò chơi mới tuần này', zh: '本周新游戏' },
    {
      en: '<p>Ten new slots have arrived. <a href="/m/slot-games">Play now</a>.</p>',
      pt: '<p>Chegaram dez slots novos. <a href="/m/slot-games">Jogue agora</a>.</p>',
      vi: '<p>Mười trò slot mới vừa ra mắt. <a href="/m/slot-games">Chơi ngay</a>.</p>',
      zh: '<p>十款全新老虎机已上线。<a href="/m/slot-games">立即开玩</a>。</p>',
    },
    { runsDays: 10 },
  ),
  t(
    3001,
    'PU',
    { en: 'Welcome aboard', pt: 'Boas-vindas', vi: 'Chào mừng bạn', zh: '欢迎加入' },
    {
      en: '<p>Welcome to {brand}. Enjoy more than 600 games on your phone.</p>',
      pt: '<p>Bem-vindo à {brand}. Aproveite mais de 600 jogos no seu celular.</p>',
      vi: '<p>Chào mừng bạn đến với {brand}. Trải nghiệm hơn 600 trò chơi ngay trên điện thoại.</p>',
      zh: '<p>欢迎来到 {brand}。在手机上畅玩 600 多款游戏。</p>',
    },
    { images: 1 },
  ),
  t(
    3002,
    'PU',
    { en: 'Weekend deposit bonus', pt: 'Bônus de depósito de fim de semana', vi: 'Thưởng nạp cuối tuần', zh: '周末存款奖金' },
    {
      en: '<p>Deposit this weekend and receive a 20% bonus up to {cur}200.</p>',
      pt: '<p>Deposite neste fim de semana e ganhe 20% de bônus, até {cur}200.</p>',
      vi: '<p>Nạp tiền trong cuối tuần này để nhận thưởng 20%, tối đa {cur}200.</p>',
      zh: '<p>本周末存款即可获得 20% 奖金，最高 {cur}200。</p>',
    },
    { runsDays: 7 },
  ),
  t(
    4001,
    'PR',
    { en: 'New Player Welcome Pack', pt: 'Pacote de Boas-vindas', vi: 'Gói chào mừng người chơi mới', zh: '新玩家欢迎礼包' },
    {
      en: '<h3>Welcome pack</h3><p>100% bonus on your first deposit up to {cur}1,000.</p><ul><li>Minimum deposit {cur}20</li><li>10x turnover</li></ul>',
      pt: '<h3>Pacote de boas-vindas</h3><p>Bônus de 100% no primeiro depósito, até {cur}1.000.</p><ul><li>Depósito mínimo de {cur}20</li><li>Rollover de 10x</li></ul>',
      vi: '<h3>Gói chào mừng</h3><p>Thưởng 100% cho lần nạp đầu tiên, tối đa {cur}1.000.</p><ul><li>Nạp tối thiểu {cur}20</li><li>Doanh thu cược gấp 10 lần</li></ul>',
      zh: '<h3>欢迎礼包</h3><p>首次存款享 100% 奖金，最高 {cur}1,000。</p><ul><li>最低存款 {cur}20</li><li>10 倍流水</li></ul>',
    },
    { category: 'new_player', images: 2, runsDays: 90 },
  ),
  t(
    4002,
    'PR',
    { en: 'Reload Bonus 50%', pt: 'Bônus de Recarga 50%', vi: 'Thưởng nạp lại 50%', zh: '50% 续存奖金' },
    {
      en: '<p>Every Monday a 50% reload bonus up to {cur}300.</p>',
      pt: '<p>Toda segunda-feira, bônus de recarga de 50% até {cur}300.</p>',
      vi: '<p>Mỗi thứ Hai, thưởng nạp lại 50%, tối đa {cur}300.</p>',
      zh: '<p>每周一续存可获 50% 奖金，最高 {cur}300。</p>',
    },
    { category: 'deposit_promo', images: 1 },
  ),
  t(
    4003,
    'PR',
    { en: 'App Download Bonus', pt: 'Bônus por Baixar o App', vi: 'Thưởng tải ứng dụng', zh: 'App 下载奖金' },
    {
      en: '<p>Install the app and receive {cur}8 free.</p>',
      pt: '<p>Instale o app e ganhe {cur}8 grátis.</p>',
      vi: '<p>Cài đặt ứng dụng và nhận miễn phí {cur}8.</p>',
      zh: '<p>安装 App 即可免费获得 {cur}8。</p>',
    },
    { category: 'app_download', images: 1 },
  ),
  t(
    4004,
    'PR',
    { en: 'Slots Tournament', pt: 'Torneio de Slots', vi: 'Giải đấu Slot', zh: '老虎机锦标赛' },
    {
      en: '<p>Spin to win a share of {cur}50,000.</p>',
      pt: '<p>Gire e concorra a uma parte de {cur}50.000.</p>',
      vi: '<p>Quay để giành phần thưởng từ quỹ {cur}50.000.</p>',
      zh: '<p>旋转赢取 {cur}50,000 奖池的一份。</p>',
    },
    { category: 'rng_promo', images: 2, runsDays: 21 },
  ),
  t(
    4005,
    'PR',
    { en: 'Live Casino Cashback', pt: 'Cashback do Cassino ao Vivo', vi: 'Hoàn tiền Casino trực tiếp', zh: '真人娱乐返现' },
    {
      en: '<p>1% cashback on all live casino bets.</p>',
      pt: '<p>1% de cashback em todas as apostas do cassino ao vivo.</p>',
      vi: '<p>Hoàn 1% cho mọi cược Casino trực tiếp.</p>',
      zh: '<p>所有真人娱乐投注享 1% 返现。</p>',
    },
    { category: 'live_promo', images: 1 },
  ),
  t(
    4006,
    'PR',
    { en: 'Sports Accumulator Boost', pt: 'Turbo nas Múltiplas', vi: 'Tăng thưởng cược xiên', zh: '体育串关加成' },
    {
      en: '<p>Up to 50% extra winnings on accumulators.</p>',
      pt: '<p>Até 50% a mais nos ganhos das apostas múltiplas.</p>',
      vi: '<p>Tiền thắng cược xiên được cộng thêm đến 50%.</p>',
      zh: '<p>串关奖金最高额外增加 50%。</p>',
    },
    { category: 'sport_promo', images: 1, runsDays: 45 },
  ),
  t(
    4007,
    'PR',
    { en: 'Fishing Frenzy', pt: 'Febre da Pescaria', vi: 'Cơn sốt bắn cá', zh: '捕鱼狂欢' },
    {
      en: '<p>Catch the golden fish for a {cur}1,888 prize.</p>',
      pt: '<p>Pegue o peixe dourado e ganhe um prêmio de {cur}1.888.</p>',
      vi: '<p>Bắn trúng cá vàng để nhận giải thưởng {cur}1.888.</p>',
      zh: '<p>捕获金鱼，赢取 {cur}1,888 奖金。</p>',
    },
    { category: 'fish_promo', images: 1, runsDays: 14 },
  ),
  t(
    4008,
    'PR',
    { en: 'Unlimited Rebate', pt: 'Reembolso Ilimitado', vi: 'Hoàn trả không giới hạn', zh: '无限返水' },
    {
      en: '<p>Rebates paid daily on every bet.</p>',
      pt: '<p>Reembolso pago todos os dias sobre cada aposta.</p>',
      vi: '<p>Tiền hoàn trả cho mọi cược được trả hằng ngày.</p>',
      zh: '<p>每笔投注均有返水，每日发放。</p>',
    },
    { category: 'rebate_promo', images: 1 },
  ),
  t(
    4009,
    'PR',
    { en: 'Poker Leaderboard', pt: 'Ranking de Pôquer', vi: 'Bảng xếp hạng Poker', zh: '扑克排行榜' },
    {
      en: '<p>Top 50 poker players share {cur}10,000.</p>',
      pt: '<p>Os 50 melhores jogadores de pôquer dividem {cur}10.000.</p>',
      vi: '<p>Top 50 người chơi poker chia nhau {cur}10.000.</p>',
      zh: '<p>扑克排名前 50 的玩家瓜分 {cur}10,000。</p>',
    },
    { category: 'pvp_promo', images: 1, runsDays: 30 },
  ),
  t(
    4010,
    'PR',
    { en: 'Lottery Lucky Draw', pt: 'Sorteio da Loteria', vi: 'Rút thăm may mắn Xổ số', zh: '彩票幸运抽奖' },
    {
      en: '<p>Every lottery ticket enters the monthly draw.</p>',
      pt: '<p>Cada bilhete de loteria concorre ao sorteio do mês.</p>',
      vi: '<p>Mỗi vé xổ số đều được tham gia rút thăm hằng tháng.</p>',
      zh: '<p>每张彩票均可参加每月抽奖。</p>',
    },
    { category: 'lotto_promo', images: 1, runsDays: 30 },
  ),
  t(
    4011,
    'PR',
    { en: 'Birthday Gift', pt: 'Presente de Aniversário', vi: 'Quà sinh nhật', zh: '生日礼物' },
    {
      en: '<p>A gift from {brand} on your birthday.</p>',
      pt: '<p>Um presente da {brand} no seu aniversário.</p>',
      vi: '<p>Món quà từ {brand} trong ngày sinh nhật của bạn.</p>',
      zh: '<p>生日当天，{brand} 为您送上一份礼物。</p>',
    },
    { category: 'other_promo', images: 1 },
  ),
  t(
    4012,
    'PR',
    { en: 'VIP Levels and Rules', pt: 'Níveis e Regras VIP', vi: 'Cấp bậc và quy định VIP', zh: 'VIP 等级与规则' },
    {
      en: '<table><tr><th>Level</th><th>Deposit</th></tr><tr><td>VIP 1</td><td>{cur}100</td></tr><tr><td>VIP 3</td><td>{cur}5,000</td></tr></table>',
      pt: '<table><tr><th>Nível</th><th>Depósito</th></tr><tr><td>VIP 1</td><td>{cur}100</td></tr><tr><td>VIP 3</td><td>{cur}5.000</td></tr></table>',
      vi: '<table><tr><th>Cấp</th><th>Nạp tiền</th></tr><tr><td>VIP 1</td><td>{cur}100</td></tr><tr><td>VIP 3</td><td>{cur}5.000</td></tr></table>',
      zh: '<table><tr><th>等级</th><th>存款</th></tr><tr><td>VIP 1</td><td>{cur}100</td></tr><tr><td>VIP 3</td><td>{cur}5,000</td></tr></table>',
    },
    { category: 'player_rank_rules', images: 1 },
  ),
  t(
    5001,
    'H',
    { en: 'Champions League Final', pt: 'Final da Champions League', vi: 'Chung kết Champions League', zh: '欧冠决赛' },
    {
      en: '<p>Best odds on the final. Bet now.</p>',
      pt: '<p>As melhores odds da final. Aposte agora.</p>',
      vi: '<p>Tỷ lệ cược tốt nhất cho trận chung kết. Đặt cược ngay.</p>',
      zh: '<p>决赛最佳赔率，立即投注。</p>',
    },
    { images: 1, runsDays: 10 },
  ),
  t(
    5002,
    'H',
    { en: 'Big Win of the Week', pt: 'Grande Prêmio da Semana', vi: 'Thắng lớn trong tuần', zh: '本周大奖' },
    {
      en: '<p>A player won {cur}125,000 on Fortune Dragon.</p>',
      pt: '<p>Um jogador ganhou {cur}125.000 no Fortune Dragon.</p>',
      vi: '<p>Một người chơi đã thắng {cur}125.000 với Fortune Dragon.</p>',
      zh: '<p>一位玩家在 Fortune Dragon 中赢得 {cur}125,000。</p>',
    },
  ),
  t(
    5003,
    'H',
    { en: 'New Live Tables', pt: 'Novas Mesas ao Vivo', vi: 'Bàn trực tiếp mới', zh: '全新真人桌台' },
    {
      en: '<p>Five new baccarat tables are open.</p>',
      pt: '<p>Cinco novas mesas de bacará já estão abertas.</p>',
      vi: '<p>Năm bàn baccarat mới đã mở.</p>',
      zh: '<p>五张全新百家乐桌台现已开放。</p>',
    },
    { runsDays: 20 },
  ),
  t(
    6001,
    'A',
    { en: 'Agent commission update', pt: 'Atualização das comissões', vi: 'Cập nhật hoa hồng đại lý', zh: '代理佣金更新' },
    {
      en: '<p>Commission tiers were raised for this month.</p><p>Payouts follow on the first Monday.</p>',
      pt: '<p>As faixas de comissão foram elevadas neste mês.</p><p>Os pagamentos saem na primeira segunda-feira.</p>',
      vi: '<p>Các bậc hoa hồng đã được nâng trong tháng này.</p><p>Hoa hồng được chi trả vào thứ Hai đầu tiên.</p>',
      zh: '<p>本月佣金档位已上调。</p><p>佣金将于第一个周一发放。</p>',
    },
  ),
  t(
    6002,
    'A',
    { en: 'Daily salary contracts', pt: 'Contratos de salário diário', vi: 'Hợp đồng lương ngày', zh: '日薪合约' },
    {
      en: '<p>Daily salary contracts can now be signed from the agent centre.</p>',
      pt: '<p>Agora você pode assinar contratos de salário diário na central do agente.</p>',
      vi: '<p>Giờ đây bạn có thể ký hợp đồng lương ngày ngay tại trung tâm đại lý.</p>',
      zh: '<p>现在可在代理中心签署日薪合约。</p>',
    },
    { runsDays: 30 },
  ),
  t(
    6003,
    'A',
    { en: 'Team report improvements', pt: 'Melhorias no relatório da equipe', vi: 'Cải tiến báo cáo đội nhóm', zh: '团队报表优化' },
    {
      en: '<p>Team reports now include hourly data.</p>',
      pt: '<p>Os relatórios da equipe agora trazem dados por hora.</p>',
      vi: '<p>Báo cáo đội nhóm nay đã có dữ liệu theo giờ.</p>',
      zh: '<p>团队报表现已提供按小时统计的数据。</p>',
    },
  ),
];

/**
 * Path of an announcement image; sequence 1 is the cover. The image draws the title in `language`: English keeps the
 * plain name (`1001.svg`), another language is named in the file (`1001.pt.svg`).
 */
export function bannerImagePath(id: number, sequence = 1, language = 'en'): string {
  return `/demo-cdn/banners/${id}${sequence > 1 ? `-${sequence}` : ''}${language === 'en' ? '' : `.${language}`}.svg`;
}

export function findAnnouncementTemplate(id: number): AnnouncementTemplate | undefined {
  return ANNOUNCEMENT_TEMPLATES.find((a) => a.id === id);
}

/** `{brand}` and `{cur}` of a seeded text replaced with the merchant's brand name and currency symbol. */
export function fillTemplate(text: string, profile: MerchantProfile): string {
  return text.replaceAll('{brand}', profile.brandName).replaceAll('{cur}', profile.currencySymbol);
}

/** The merchant's announcements in every language, dated relative to the seed day (midnight UTC of `now`). */
export function seedAnnouncements(profile: MerchantProfile, now: number): DemoAnnouncement[] {
  const day = Math.floor(now / DAY) * DAY;
  const fill = (text: string) => fillTemplate(text, profile);
  return ANNOUNCEMENT_TEMPLATES.map((a) => {
    const startDate = day - a.startedDaysAgo * DAY;
    const images = Array.from({ length: a.images }, (_, i) => ({ sequence: i + 1, url: bannerImagePath(a.id, i + 1) }));
    return {
      id: a.id,
      type: a.type,
      title: mapLocalized(a.title, fill),
      content: mapLocalized(a.body, fill),
      category: a.category ?? null,
      groupName: a.groupName ?? null,
      url: a.type === 'B' ? bannerImagePath(a.id) : null,
      startDate,
      endDate: a.runsDays === undefined ? null : startDate + a.runsDays * DAY,
      noExpiry: a.runsDays === undefined ? 1 : 0,
      announcementImages: images,
    };
  });
}

const NAME_PARTS = ['ja', 'lu', 'mi', 'ro', 'an', 'ka', 'th', 'su', 'pe', 'li', 'da', 'vi', 'ng', 'bo', 'ce'];

/** About 30 recent winners over the merchant's list games, masked names, amounts in the merchant's currency. */
export function seedWinners(rng: Rng, games: readonly DemoGame[], count = 30): DemoWinner[] {
  const pool = games.filter((g) => g.gameType === 'RNG' || g.gameType === 'LIVE' || g.gameType === 'FISH' || g.gameType === 'PVP');
  return Array.from({ length: count }, () => {
    const game = rng.pick(pool);
    return {
      gameId: game.gameId,
      nodeId: game.nodeId,
      gameName: game.gameName,
      gameType: game.gameType,
      vassalage: game.vassalage,
      iconUrl: game.iconUrl,
      customerName: `${rng.pick(NAME_PARTS)}${rng.pick(NAME_PARTS)}***${rng.int(10, 99)}`,
      winCents: rng.int(5_000, 5_000_000),
    };
  });
}

// ---- help centre, customer service, hot matches, promotion rules (issue 5) -----------------------------

/** Help-centre entries in every language (pt: Brazilian). HTML, as the platform sends it. */
const HELP_ITEMS: Localized<{ title: string; content: string }[]> = {
  en: [
    { title: 'About us', content: '<p>{brand} offers more than 600 games on your phone.</p>' },
    { title: 'Deposits', content: '<p>Deposits arrive within minutes. Minimum deposit <b>{cur}10</b>.</p>' },
    { title: 'Withdrawals', content: '<ol><li>Bind a bank card.</li><li>Enter the amount.</li><li>Confirm with your withdrawal password.</li></ol>' },
    { title: 'Responsible gaming', content: '<p>Gaming involves risk. Set limits and take breaks.</p>' },
  ],
  pt: [
    { title: 'Sobre nós', content: '<p>A {brand} oferece mais de 600 jogos no seu celular.</p>' },
    { title: 'Depósitos', content: '<p>Os depósitos caem em poucos minutos. Depósito mínimo de <b>{cur}10</b>.</p>' },
    { title: 'Saques', content: '<ol><li>Vincule um cartão bancário.</li><li>Informe o valor.</li><li>Confirme com a sua senha de saque.</li></ol>' },
    { title: 'Jogo responsável', content: '<p>Jogos envolvem riscos. Defina limites e faça pausas.</p>' },
  ],
  vi: [
    { title: 'Về chúng tôi', content: '<p>{brand} mang đến hơn 600 trò chơi ngay trên điện thoại của bạn.</p>' },
    { title: 'Nạp tiền', content: '<p>Tiền nạp được ghi nhận trong vài phút. Nạp tối thiểu <b>{cur}10</b>.</p>' },
    { title: 'Rút tiền', content: '<ol><li>Liên kết thẻ ngân hàng.</li><li>Nhập số tiền.</li><li>Xác nhận bằng mật khẩu rút tiền.</li></ol>' },
    { title: 'Chơi có trách nhiệm', content: '<p>Trò chơi luôn có rủi ro. Hãy đặt giới hạn và nghỉ ngơi hợp lý.</p>' },
  ],
  zh: [
    { title: '关于我们', content: '<p>{brand} 在您的手机上提供 600 多款游戏。</p>' },
    { title: '存款', content: '<p>存款几分钟内到账。最低存款 <b>{cur}10</b>。</p>' },
    { title: '取款', content: '<ol><li>绑定银行卡。</li><li>输入金额。</li><li>输入取款密码确认。</li></ol>' },
    { title: '理性游戏', content: '<p>游戏有风险。请设定限额并适时休息。</p>' },
  ],
};

/** The help centre in a content language. */
export function seedHelpItems(profile: MerchantProfile, language: ContentLanguage): { title: string; content: string }[] {
  return HELP_ITEMS[language].map((item) => ({ title: fillTemplate(item.title, profile), content: fillTemplate(item.content, profile) }));
}

/** Customer-service entries (paths in clear; the route encodes them). FACEBOOK and YOUTUBE are sent but never shown. */
export function seedCustomerService(profile: MerchantProfile): { title: string; path: string; csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK' | 'YOUTUBE'; csPosition: string | null }[] {
  const slug = profile.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [
    { title: 'Online service', path: `https://chat.${slug}.example/service`, csType: 'LIVECHAT', csPosition: null },
    { title: 'Telegram', path: `https://t.me/${slug}_service`, csType: 'TELEGRAM', csPosition: 'TELEGRAM-1' },
    { title: 'Telegram VIP', path: `https://t.me/${slug}_vip`, csType: 'TELEGRAM', csPosition: 'TELEGRAM-2' },
    { title: 'Facebook', path: `https://facebook.com/${slug}`, csType: 'FACEBOOK', csPosition: null },
    { title: 'YouTube', path: `https://youtube.com/@${slug}`, csType: 'YOUTUBE', csPosition: null },
  ];
}

const TEAMS: [string, string, string][] = [
  ['Premier League', 'Northbridge FC', 'Eastport United'],
  ['La Liga', 'Real Costa', 'Atlético Sierra'],
  ['Serie A', 'Fiorenza', 'Lazio Nova'],
  ['NBA', 'Harbor Hawks', 'Desert Suns'],
];

/** Sports hot matches, starting in the hours after the seed day's midnight. */
export function seedHotMatches(rng: Rng, now: number) {
  const day = Math.floor(now / DAY) * DAY;
  return TEAMS.map(([league, home, away], i) => ({
    id: `match-${i + 1}`,
    league,
    home,
    away,
    startTime: day + DAY + (i * 3 + 12) * 60 * 60 * 1000,
    odds: { home: rng.int(140, 320) / 100, draw: rng.int(280, 380) / 100, away: rng.int(140, 420) / 100 },
  }));
}

/** Promotions that need review: what the review decides. Others can be claimed at once after joining. */
export const PROMOTION_REVIEW: Partial<Record<PromotionCategory, 'issued' | 'rejected'>> = {
  deposit_promo: 'issued',
  rebate_promo: 'rejected',
};
/** How long a review takes on the demo clock. */
export const PROMOTION_REVIEW_MS = 3000;
/** Bonus paid into the wallet when a bonus is claimed or issued, in cents. */
export const PROMOTION_BONUS = 1_000;
