/**
 * How a list's search finds protocols. The customer's name and the subject are searched by the
 * start of any of their words: "mach", "machado" and "daniel mach" find "Daniel Machado", "aniel"
 * does not. Case, accents and punctuation do not count ("joao" finds "João", "silva souza" finds
 * "Silva-Souza"). The phone is searched by any four or more of its digits, and the protocol's
 * number exactly.
 *
 * The database keeps the same folding (`search_normal`, migration 0017), and its keys are the
 * folded texts from each word on; a test holds the two to the same answers.
 */

/** The longest search; the database's keys keep this many characters of each word's text on. */
export const searchMaxLength = 120;

/** The letters folded: capitals and the accented letters of Portuguese and Spanish, ... */
export const searchFoldedLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ';
/** ... each into the letter at its place here. */
export const searchFoldedInto = 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooouuuuuuuuyyy';

/** ASCII controls, spaces and punctuation: each run of them separates two words. */
// eslint-disable-next-line no-control-regex -- controls (a tab, a line break) separate words, as in the database
const separators = /[\u0001- !-/:-@[-`{-~]+/g;

const folding = new Map([...searchFoldedLetters].map((letter, i) => [letter, searchFoldedInto[i] ?? letter]));

/** A text as searches compare it: letters folded, words separated by one space. */
export function searchNormal(text: string): string {
  let folded = '';
  for (const letter of text) folded += folding.get(letter) ?? letter;
  return folded.replace(separators, ' ').trim();
}

/** The texts of a protocol a search looks at. */
export type SearchedTexts = {
  number: string;
  customerName: string | null;
  subject: string | null;
  phone: string | null;
};

/** The fewest digits of a search that are looked for in phones. */
export const searchPhoneDigits = 4;

/** Whether a protocol is found by a list's search (an empty search finds every protocol). */
export function matchesSearch(texts: SearchedTexts, search: string): boolean {
  const typed = search.trim();
  if (!typed) return true;
  if (texts.number === typed) return true;
  const words = searchNormal(typed);
  const startsAWord = (text: string | null) => words !== '' && ` ${searchNormal(text ?? '')}`.includes(` ${words}`);
  if (startsAWord(texts.customerName) || startsAWord(texts.subject)) return true;
  const digits = typed.replace(/\D/g, '');
  return digits.length >= searchPhoneDigits && (texts.phone ?? '').includes(digits);
}
