import { exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-antennas', 'antenna');
