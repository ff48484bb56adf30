import { t } from '@/i18n/index.ts';
import type { ThemeError } from '@/theme/index.ts';

/** What went wrong with a theme code, in the user's language (the compiler's messages are English). */
export function themeErrorText(error: ThemeError): string {
  switch (error.kind) {
    case 'syntax':
      return t('themeErrorSyntax', { line: error.line, column: error.column });
    case 'invalid-document':
      return t('themeErrorDocument');
    case 'invalid-id':
      return t('themeErrorId');
    case 'invalid-name':
      return t('themeErrorName');
    case 'invalid-base':
      return t('themeErrorBase');
    case 'invalid-props':
      return t('themeErrorProps');
    case 'invalid-key':
      return t('themeErrorKey', { key: error.key });
    case 'invalid-value':
      return t('themeErrorValue', { key: error.key });
    case 'unsafe-value':
      return t('themeErrorUnsafe', { key: error.key });
    case 'unknown-ref':
      return t('themeErrorRef', { key: error.key, ref: error.ref });
    case 'cycle':
      return t('themeErrorCycle', { chain: error.chain.join(' → ') });
  }
}

/** The line a syntax error is on, with a caret under the column (tabs kept so the caret lines up). */
export function syntaxErrorSnippet(code: string, line: number, column: number): string {
  const text = code.split(/\r\n|\r|\n/)[line - 1] ?? '';
  const pad = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
  return `${text}\n${pad}^`;
}
