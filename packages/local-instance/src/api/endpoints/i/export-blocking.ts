import { exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-blocking', 'blocking');
