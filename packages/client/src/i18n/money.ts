// Money in the user's language: prices are kept in the currency's smallest unit (cents, yen).

/** How many digits a currency has after the point (JPY 0, USD 2), or null for no such currency. */
export function minorDigits(currency: string): number | null {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return null;
  }
}

/** The price for people to read, in their language ("¥500", "$4.50"). */
export function formatPrice(price: number, currency: string, lang: string): string {
  const digits = minorDigits(currency);
  if (digits === null) return `${price} ${currency}`;
  return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(price / 10 ** digits);
}
