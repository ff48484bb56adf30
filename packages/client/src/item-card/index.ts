/** Things users make (pages, Plays) as cards in a grid: title, summary, author and likes. */
export { ItemCard, ItemCards, type ItemCardProps } from './ItemCard.tsx';
