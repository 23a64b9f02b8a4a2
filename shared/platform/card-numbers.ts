/**
 * Finds something shaped like a payment card number (PAN) anywhere in a parsed JSON value, so the
 * platform can refuse it before anything reads, stores or logs it (PCI SAQ A: card data goes to the
 * processor's SDK, never here). Shaped like a PAN: a string holding 13-19 digits, alone or in groups
 * separated by single spaces or dashes, starting with a card network's digit (2-6) and passing the
 * Luhn check. JSON numbers are not read: the platform's numeric ids are 13-16 digits long, and a
 * card number sent as a number loses nothing by being refused as a string would be.
 */
export function findCardNumber(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return containsCardNumber(value) ? path || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findCardNumber(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findCardNumber(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Digit runs (with single space or dash separators) of 13-19 digits in a text. */
const CANDIDATE = /(?<![\d])[2-6]\d(?:[ -]?\d){11,17}(?![\d])/g;

function containsCardNumber(text: string): boolean {
  if (text.length < 13) return false;
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return true;
  }
  return false;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
