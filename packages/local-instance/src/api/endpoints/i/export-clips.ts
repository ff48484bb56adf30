import { DAY, exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-clips', 'clip', DAY);
