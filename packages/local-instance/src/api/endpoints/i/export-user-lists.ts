import { MINUTE } from '../../rate-limit.ts';
import { exporter } from '../../shared/data-export-import.ts';

// Misskey lets user lists be exported once a minute
export default exporter('i/export-user-lists', 'userList', {
  requireCredential: true,
  secure: true,
  limit: { duration: MINUTE, max: 1 },
});
