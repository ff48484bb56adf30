import { DAY, exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-notes', 'note', DAY);
