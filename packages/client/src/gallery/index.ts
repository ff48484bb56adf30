/** Gallery posts as cards and grids, for the gallery pages and a profile's gallery tab. */
export { GalleryCard, GalleryGrid } from './GalleryCard.tsx';
