import type { Answer } from './issueUrl';

/** What the widget says, in one place: the component renders it and the browser test reads it back. */
export const QUESTION = 'Was this page helpful?';

/** Announced (and shown) once the reader answers. */
export const THANKS = 'Thanks for your feedback.';

export const VERDICT: Record<Answer, string> = {
  yes: 'You found this page helpful.',
  no: 'You found this page not helpful.',
};

export const COMMENT_LABEL: Record<Answer, string> = {
  yes: 'Anything to add? (optional)',
  no: 'What is missing or unclear? (optional)',
};

/** Under the comment box once the comment is longer than a new-issue link can carry. */
export const TOO_LONG =
  'Your comment is longer than a new-issue link can carry: the issue opens with the part that fits; paste the rest there.';
