import { estimateTextWidth } from '../../core/render/text-measure';
import type { PlacedWord, Word } from './word-cloud.types';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const PADDING = 2;
/** How far along the spiral a word may look for room before it is left out. */
const MAX_STEPS = 2500;

/** The box a word takes around its centre at its angle (the bounding box of the turned text). */
function boxOf(word: Word, x: number, y: number): Box {
  const width = estimateTextWidth(word.text, word.fontSize) + PADDING * 2;
  const height = word.fontSize + PADDING * 2;
  const angle = (word.rotate * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(angle)) + Math.abs(height * Math.sin(angle));
  const h = Math.abs(width * Math.sin(angle)) + Math.abs(height * Math.cos(angle));
  return { left: x - w / 2, top: y - h / 2, right: x + w / 2, bottom: y + h / 2 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Places the words largest first along an Archimedean spiral from the centre (stretched to the
 * chart's aspect), each at the first spot where it neither overlaps a placed word nor leaves the
 * chart; words that find no room are left out, as in Superset's cloud.
 */
export function layoutWords(words: readonly Word[], width: number, height: number): PlacedWord[] {
  const placed: PlacedWord[] = [];
  const boxes: Box[] = [];
  const bounds: Box = { left: -width / 2, top: -height / 2, right: width / 2, bottom: height / 2 };
  const aspect = width / Math.max(height, 1);
  for (const word of [...words].sort((a, b) => b.fontSize - a.fontSize || a.text.localeCompare(b.text))) {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const t = step * 0.1;
      const x = aspect * t * Math.cos(t) * 1.5;
      const y = t * Math.sin(t) * 1.5;
      const box = boxOf(word, x, y);
      const inside = box.left >= bounds.left && box.right <= bounds.right && box.top >= bounds.top && box.bottom <= bounds.bottom;
      if (!inside) {
        // Past every edge: the spiral will not come back inside.
        if (Math.abs(x) > width && Math.abs(y) > height) break;
        continue;
      }
      if (boxes.some((other) => overlaps(box, other))) continue;
      boxes.push(box);
      placed.push({ ...word, x, y });
      break;
    }
  }
  return placed;
}
