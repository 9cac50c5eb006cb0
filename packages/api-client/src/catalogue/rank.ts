// Catalogue: the rank list of the hot games page (decision 021). Apart from games.ts because a catalogue file is
// one module and lands whole in the chunk of its first user: the home route sends games.ts's calls, not this one.
import * as s from '../schema';
import { call, typed } from './define';
import { wireGame } from './games';

/** Query of the rank list: the ranking of one category (all categories without gameType). */
export interface RankListQuery {
  gameType?: string;
  limitNum?: number;
  language?: string;
}
/** One ranked game: its place (from 1), the game, and how many players played it in the ranking's period. */
const rankItem = s.object({ rank: s.number, players: s.number, game: wireGame });
export type RankItem = s.Infer<typeof rankItem>;
const rankListValue = s.object({ list: s.array(rankItem, { dropInvalid: true }) });
/** The rank list, best first. */
export type RankListValue = s.Infer<typeof rankListValue>;

/** Recently ranked games of a category by players (decision 021), best first: the hot games page's ranking. */
export const rankList = call({
  path: '/wps/relay/GCSGAME_getRankList',
  module: 'GAMELO3',
  merchantParam: 'merchantCode',
  params: typed<RankListQuery>(),
  answer: rankListValue,
});
