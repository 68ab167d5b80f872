/**
 * Phone numbers in one canonical E.164 form (`+5511987654321`), so a customer who writes
 * on WhatsApp, is called by the dialer and typed in by an agent stays one customer.
 *
 * Brazil added a ninth digit to mobiles (first digit 6-9 after the area code); WhatsApp
 * still sends some numbers without it. The canonical form always carries it, so
 * `+55 11 8765-4321` from a provider and `(11) 98765-4321` typed by an agent meet.
 */
const brazil = '55';

/** Digits of a Brazilian national number (area code + subscriber) with the ninth digit of mobiles. */
function withNinthDigit(national: string): string {
  const area = national.slice(0, 2);
  const subscriber = national.slice(2);
  if (subscriber.length === 8 && /^[6-9]/.test(subscriber)) return `${area}9${subscriber}`;
  return national;
}

/**
 * The canonical E.164 form of a phone as typed or as a provider sends it; `null` when it
 * cannot be a phone. Numbers without a country code are Brazilian (10 or 11 digits).
 */
export function canonicalPhone(input: string): string | null {
  const explicit = input.trim().startsWith('+') || input.trim().startsWith('00');
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('00')) digits = digits.slice(2);
  if (!explicit && (digits.length === 10 || digits.length === 11)) digits = brazil + digits;
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  if (digits.startsWith(brazil) && (digits.length === 12 || digits.length === 13)) {
    return `+${brazil}${withNinthDigit(digits.slice(2))}`;
  }
  return `+${digits}`;
}

/** The digits a provider such as WhatsApp wants (E.164 without the plus). */
export function phoneDigits(canonical: string): string {
  return canonical.replace(/\D/g, '');
}

/**
 * A phone for people: Brazilian numbers as the spec's mask `(DD) 9XXXX-XXXX`,
 * others in E.164.
 */
export function displayPhone(canonical: string): string {
  const digits = phoneDigits(canonical);
  if (!canonical.startsWith('+')) return canonical;
  if (!digits.startsWith(brazil) || (digits.length !== 12 && digits.length !== 13)) return canonical;
  const national = digits.slice(2);
  const area = national.slice(0, 2);
  const rest = national.slice(2);
  const split = rest.length === 9 ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
