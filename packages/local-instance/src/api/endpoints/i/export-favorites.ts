import { DAY, exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-favorites', 'favorite', DAY);
