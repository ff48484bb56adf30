import { HOUR } from '../../rate-limit.ts';
import { exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-blocking', 'blocking', {
  requireCredential: true,
  secure: true,
  limit: { duration: HOUR, max: 1 },
});
