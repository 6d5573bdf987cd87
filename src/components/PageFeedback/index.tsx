import React, { useId, useMemo, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { useAnalyticsEvent } from '../../analytics/useAnalyticsEvent';
import Button from '../Button';
import { feedbackIssue } from './issueUrl';
import styles from './styles.module.css';
import { COMMENT_LABEL, QUESTION, THANKS, TOO_LONG, VERDICT } from './text';
import { usePageFeedback } from './usePageFeedback';

export interface PageFeedbackProps {
  /** The page's path, e.g. /docs/faq: the key its answer is remembered under. */
  permalink: string;
  title: string;
}

/**
 * "Was this page helpful?" Yes / No, then an optional comment sent as a
 * prefilled issue on the docs repository. Nothing leaves the browser unless the
 * reader presses Send (which opens the issue form, not a request of ours) or
 * the site has analytics on (the answer becomes an event).
 */
export default function PageFeedback({ permalink, title }: PageFeedbackProps) {
  const { docsRepo } = useDocusaurusContext().siteConfig.customFields as { docsRepo: string };
  const { view, answer, changeAnswer, commentRef, firstChoiceRef } = usePageFeedback(
    permalink,
    useAnalyticsEvent(),
  );
  const [comment, setComment] = useState('');
  const ids = { question: useId(), comment: useId(), hint: useId() };

  const issue = useMemo(
    () =>
      view.kind === 'answered'
        ? feedbackIssue({
            docsRepo,
            pageUrl: view.pageUrl,
            title,
            section: view.section,
            answer: view.answer,
            comment,
          })
        : null,
    [view, docsRepo, title, comment],
  );

  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {/* Present from the first render, so screen readers announce the thanks when it appears. */}
      <p className={styles.thanks} role="status">
        {view.kind === 'answered' ? THANKS : ''}
      </p>
      {view.kind === 'question' ? (
        <div className={styles.question} role="group" aria-labelledby={ids.question}>
          <p className={styles.prompt} id={ids.question}>
            {QUESTION}
          </p>
          <Button
            variant="outlined"
            className={styles.choice}
            ref={firstChoiceRef}
            onClick={() => answer('yes')}
          >
            Yes
          </Button>
          <Button variant="outlined" className={styles.choice} onClick={() => answer('no')}>
            No
          </Button>
        </div>
      ) : (
        <p className={styles.verdict}>
          {VERDICT[view.answer]}{' '}
          <button type="button" className={styles.change} onClick={changeAnswer}>
            Change answer
          </button>
        </p>
      )}
      {view.kind === 'answered' && issue && (
        <div className={styles.comment}>
          <label htmlFor={ids.comment} className={styles.label}>
            {COMMENT_LABEL[view.answer]}
          </label>
          <textarea
            id={ids.comment}
            ref={commentRef}
            className={styles.textarea}
            rows={4}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {/* Shown once the comment outgrows a link; worded without figures, so it is announced once, not per key. */}
          <p className={styles.hint} aria-live="polite">
            {issue.keptChars < issue.totalChars ? TOO_LONG : ''}
          </p>
          <div className={styles.actions}>
            <a
              className={styles.send}
              href={issue.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={ids.hint}
            >
              Send
            </a>
            <p className={styles.hint} id={ids.hint}>
              Opens a new issue on GitHub in a new tab, filled in with this page, the section you were
              reading, your answer and your comment. Nothing is sent until you submit it there.
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
