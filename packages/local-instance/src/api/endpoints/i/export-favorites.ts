import { DAY } from '../../rate-limit.ts';
import { exporter } from '../../shared/data-export-import.ts';

export default exporter('i/export-favorites', 'favorite', {
  requireCredential: true,
  secure: true,
  limit: { duration: DAY, max: 1 },
});
