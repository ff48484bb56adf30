import { t } from '@/i18n/index.ts';
import { TextInput } from '@/ui/index.ts';

/** The current code of the account's second factor, asked for beside its password (Misskey's `token`). */
export function TwoFactorCodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      label={t('securityTwoFactorCode')}
      value={value}
      onChange={onChange}
      required
    />
  );
}
