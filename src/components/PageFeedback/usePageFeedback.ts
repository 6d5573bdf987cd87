import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

import type { AnalyticsEvent } from '../../analytics/events';

import { ANSWER_LABEL, type Answer, type Section } from './issueUrl';
import { sectionInView } from './section';
import { readAnswer, writeAnswer } from './storage';

/**
 * What the widget shows:
 * - question: "Was this page helpful?" (the server render, and after "Change answer");
 * - answered: the reader answered on this visit: thanks and the comment box;
 * - remembered: an answer stored by an earlier visit.
 */
export type FeedbackView =
  | { kind: 'question' }
  | { kind: 'answered'; answer: Answer; pageUrl: string; section: Section | null }
  | { kind: 'remembered'; answer: Answer };

/** The analytics event of an answer: the page and Yes or No, nothing the reader typed. */
export function feedbackEvent(permalink: string, answer: Answer): AnalyticsEvent {
  return { name: 'Page feedback', data: { page: permalink, helpful: ANSWER_LABEL[answer] } };
}

/**
 * State of the widget on the page at `permalink`. The stored answer is read in
 * an effect, so the server render and the first client render both show the
 * question. After an answer the comment box takes focus; after "Change answer"
 * the Yes button does.
 */
export function usePageFeedback(permalink: string, send: (event: AnalyticsEvent) => void) {
  const [view, setView] = useState<FeedbackView>({ kind: 'question' });
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const firstChoiceRef = useRef<HTMLButtonElement>(null);
  // The element to focus once the next view is on screen.
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);

  useEffect(() => {
    const stored = readAnswer(permalink);
    if (stored) setView({ kind: 'remembered', answer: stored });
  }, [permalink]);

  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  }, [view]);

  const answer = useCallback(
    (value: Answer) => {
      writeAnswer(permalink, value);
      send(feedbackEvent(permalink, value));
      focusNext.current = commentRef;
      setView({ kind: 'answered', answer: value, pageUrl: window.location.href, section: sectionInView() });
    },
    [permalink, send],
  );

  const changeAnswer = useCallback(() => {
    focusNext.current = firstChoiceRef;
    setView({ kind: 'question' });
  }, []);

  return { view, answer, changeAnswer, commentRef, firstChoiceRef };
}
