import { safeLocalStorage } from '../../lib/safeLocalStorage';
import type { Answer } from './issueUrl';

/** localStorage key of the answer given on one page: one entry per page. */
export function answerKey(permalink: string): string {
  return `dimo.pageFeedback:${permalink}`;
}

/** Where answers live; a getter, because merely reading `window.localStorage` throws where storage is disabled. */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem'> | undefined;

function isAnswer(value: unknown): value is Answer {
  return value === 'yes' || value === 'no';
}

/** The answer stored for the page, or null: none, unreadable, or storage refused. */
export function readAnswer(permalink: string, storage: StorageSource = safeLocalStorage): Answer | null {
  try {
    const value = storage()?.getItem(answerKey(permalink));
    return isAnswer(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the page's answer; false when storage is refused (the answer then lasts for the visit only). */
export function writeAnswer(
  permalink: string,
  answer: Answer,
  storage: StorageSource = safeLocalStorage,
): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(answerKey(permalink), answer);
    return true;
  } catch {
    return false;
  }
}
