import type { Random } from './random';

const ONSETS = [
  'b',
  'br',
  'c',
  'd',
  'el',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  'sh',
  't',
  'v',
  'w',
  'z',
  'al',
  'an',
  'ar',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ia', 'y'];
const CODAS = ['', 'n', 'l', 'r', 's', 'th', 'nd', 'x', 'm', 'ck'];

/** A pronounceable capitalised word of two or three syllables, for generated names beyond the real lists. */
export function syllableName(random: Random, syllables = random.int(2, 3)): string {
  let word = '';
  for (let index = 0; index < syllables; index += 1) {
    word += random.pick(ONSETS) + random.pick(VOWELS);
    if (index === syllables - 1) word += random.pick(CODAS);
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}
