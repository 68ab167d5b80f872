/** Whether a text contains a blocked word, as a whole word, ignoring case and accents. */
export function containsBlockedWord(text: string, words: string[]): boolean {
  const normalize = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const tokens = new Set(
    normalize(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  const haystack = ` ${normalize(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return words.some((word) => {
    const needle = normalize(word).trim();
    if (!needle) return false;
    return needle.includes(' ')
      ? haystack.includes(` ${needle.replace(/[^\p{L}\p{N}]+/gu, ' ')} `)
      : tokens.has(needle);
  });
}
