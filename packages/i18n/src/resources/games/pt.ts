import type { DeepStringify } from '../../types';
import type { en } from './en';

export const pt: DeepStringify<typeof en> = {
  title: 'Jogos',
  hub: {
    menu: 'Categorias de jogos',
    more: 'Mais',
    showAll: 'Ver todos',
    loginForFavourites: 'Entre para guardar aqui os seus jogos favoritos.',
    noFavourites: 'Ainda sem favoritos. Toque no coração de um jogo para adicioná-lo.',
    providers: 'Fornecedores',
  },
  list: {
    search: 'Pesquisar jogos',
    searchPlaceholder: 'Nome do jogo',
    filter: 'Filtrar',
    filterTitle: 'Filtrar jogos',
    classify: 'Tipo de jogo',
    all: 'Todos',
    new: 'Novos',
    apply: 'Aplicar',
    vendors: 'Fornecedores',
    allVendors: 'Todos os fornecedores',
    modes: 'Listas de jogos',
    hot: 'Populares',
    favourite: 'Favoritos',
    recent: 'Recentes',
    empty: 'Nenhum jogo encontrado',
    emptyHint: 'Tente outro nome, fornecedor ou filtro.',
    loadingMore: 'A carregar mais jogos…',
    count: '{{count}} jogos',
  },
  game: {
    play: 'Jogar {{name}}',
    addFavourite: 'Adicionar {{name}} aos favoritos',
    removeFavourite: 'Remover {{name}} dos favoritos',
    isNew: 'Novo',
  },
  winners: {
    title: 'Vencedores',
    playNow: 'Jogar agora',
  },
  lottery: {
    draws: 'Sorteios',
    recent: 'Jogados recentemente',
    lobbies: 'Salas',
    draw: 'Sorteio {{numero}}',
    closesIn: 'Fecha em {{time}}',
    drawing: 'A sortear…',
    drawsFailed: 'Não foi possível carregar os sorteios.',
    empty: 'Sem sorteios de lotaria de momento',
    emptyHint: 'Volte em breve para os próximos sorteios.',
  },
  rank: {
    title: 'Jogos mais jogados',
    rank: 'N.º {{rank}}',
    players: '{{count}} jogadores',
  },
  launch: {
    opening: 'A abrir o jogo…',
    failed: 'Não foi possível abrir o jogo. Tente novamente.',
  },
};
