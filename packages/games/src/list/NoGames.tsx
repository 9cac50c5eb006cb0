import { useNavigate } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, GamepadIcon } from '@wl/ui-kit';
import { HeartIcon, SearchIcon } from '../ui/icons';

export interface NoGamesProps {
  /** what the list shows: favourites and recents say so; other lists are games of a category */
  kind: 'games' | 'fav' | 'recent';
  /** the name searched, if any: then the state names it and offers to clear it */
  search?: string;
  onClearSearch?: () => void;
  /** lead to the games (home): on a page that is only favourites, where nothing else is at hand */
  browse?: boolean;
}

/**
 * The empty state of every game list (decision 066): a search with no result names the search and clears it;
 * favourites say how to add one and, on the favourites page, lead to the games; recents say where they come from.
 */
export function NoGames({ kind, search, onClearSearch, browse = false }: NoGamesProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  if (search) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={t('list.noMatch', { name: search })}
        description={t('list.emptyHint')}
        action={
          onClearSearch && (
            <Button variant="secondary" onClick={onClearSearch}>
              {t('list.clearSearch')}
            </Button>
          )
        }
      />
    );
  }
  if (kind === 'fav') {
    return (
      <EmptyState
        icon={<HeartIcon />}
        title={t('list.noFavourites')}
        description={t('list.noFavouritesHint')}
        action={browse && <Button onClick={() => void navigate('/m/home')}>{t('list.browse')}</Button>}
      />
    );
  }
  if (kind === 'recent') return <EmptyState icon={<GamepadIcon />} title={t('list.noRecent')} description={t('list.noRecentHint')} />;
  return <EmptyState icon={<GamepadIcon />} title={t('list.empty')} description={t('list.emptyHint')} />;
}
