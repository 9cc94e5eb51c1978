import type { Lesson, QuizAttempt } from '@edugate/api-client';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { learningTexts } from '../../texts';
import * as styles from './Quiz.css';

type QuizContent = NonNullable<Lesson['quiz']>;

export interface QuizProps {
  quiz: QuizContent;
  /** The learner's latest graded attempt: its result shows until they retake the quiz. */
  attempt: QuizAttempt | null;
  busy?: boolean;
  /** Only a learner enrolled in the course may submit (a Preview reader sees the questions). */
  canSubmit?: boolean;
  onSubmit: (answers: number[]) => void;
  /**
   * What follows the score ('Course completed!' and the certificate): shown with the result, so
   * the learner taken to the score sees it too; above the questions otherwise.
   */
  completion?: ReactNode;
}

/**
 * A quiz (docs/product.md, Learning): each question a radio group, 'Submit answers'; graded on the
 * server, then the score, each question marked right or wrong with the right answer, and 'Retake
 * quiz'. Unanswered questions are named and the first gets focus; once graded, focus moves to the
 * score, which the page scrolls to (the button pressed is at the foot of the questions).
 */
export function Quiz({
  quiz,
  attempt,
  busy = false,
  canSubmit = true,
  onSubmit,
  completion,
}: QuizProps) {
  // The attempt being retaken: its result stays hidden until a newer attempt arrives.
  const [retaking, setRetaking] = useState<string | null>(null);
  // Answers sent from this page: their result takes focus (an earlier one, shown on opening the
  // lesson, does not).
  const [submitted, setSubmitted] = useState(false);
  const shown = attempt && attempt._id !== retaking ? attempt : null;
  return shown ? (
    <QuizResult
      quiz={quiz}
      attempt={shown}
      focusScore={submitted}
      completion={completion}
      onRetake={canSubmit ? () => setRetaking(shown._id) : undefined}
    />
  ) : (
    <>
      {completion}
      <QuizForm
        quiz={quiz}
        busy={busy}
        canSubmit={canSubmit}
        onSubmit={(answers) => {
          setSubmitted(true);
          onSubmit(answers);
        }}
      />
    </>
  );
}

function QuizForm({
  quiz,
  busy,
  canSubmit,
  onSubmit,
}: {
  quiz: QuizContent;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: (answers: number[]) => void;
}) {
  const id = useId();
  const [answers, setAnswers] = useState<(number | undefined)[]>(() =>
    quiz.questions.map(() => undefined),
  );
  const [missing, setMissing] = useState<number[]>([]);
  const fieldsets = useRef<(HTMLFieldSetElement | null)[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = answers.flatMap((answer, index) => (answer === undefined ? [index] : []));
    setMissing(unanswered);
    if (unanswered.length > 0) {
      fieldsets.current[unanswered[0] ?? 0]?.querySelector('input')?.focus();
      return;
    }
    onSubmit(answers.map((answer) => answer ?? 0));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-mark`}>
      <p id={`${id}-mark`} className={styles.muted}>
        {learningTexts.passMark(quiz.passMark)}
      </p>
      {quiz.questions.map((question, index) => (
        <fieldset
          key={index}
          ref={(element) => {
            fieldsets.current[index] = element;
          }}
          className={styles.question}
          data-missing={missing.includes(index)}
          aria-invalid={missing.includes(index) || undefined}
        >
          <legend className={styles.legend}>
            <span className={styles.number}>
              {learningTexts.question(index + 1, quiz.questions.length)}
            </span>
            <span className={styles.prompt}>{question.prompt}</span>
          </legend>
          <ul className={styles.options}>
            {question.options.map((option, optionIndex) => (
              <li key={optionIndex}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`${id}-q${index}`}
                    value={optionIndex}
                    checked={answers[index] === optionIndex}
                    onChange={() => {
                      setAnswers((current) =>
                        current.map((a, i) => (i === index ? optionIndex : a)),
                      );
                      setMissing((current) => current.filter((i) => i !== index));
                    }}
                  />
                  <span>{option}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <div className={styles.actions}>
        {canSubmit && (
          <Button type="submit" loading={busy}>
            {busy ? learningTexts.submitting : learningTexts.submitAnswers}
          </Button>
        )}
        {missing.length > 0 && (
          <p role="alert" className={styles.error}>
            {learningTexts.answerEvery}
          </p>
        )}
      </div>
    </form>
  );
}

function QuizResult({
  quiz,
  attempt,
  focusScore,
  completion,
  onRetake,
}: {
  quiz: QuizContent;
  attempt: QuizAttempt;
  focusScore: boolean;
  completion?: ReactNode;
  onRetake?: () => void;
}) {
  const message = attempt.passed
    ? learningTexts.passed(attempt.score)
    : learningTexts.failed(attempt.score, attempt.passMark);
  const right = attempt.questions.filter((question) => question.correct).length;
  const scoreRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusScore) scoreRef.current?.focus();
  }, [focusScore, attempt._id]);
  return (
    <div className={styles.form}>
      <p
        ref={scoreRef}
        tabIndex={-1}
        role="status"
        className={[styles.scoreBox, styles.score[attempt.passed ? 'passed' : 'failed']].join(' ')}
      >
        {message}{' '}
        <span className={styles.scoreDetail}>
          {learningTexts.rightCount(right, attempt.questions.length, attempt.score)}
        </span>
      </p>
      {completion}
      <ol className={styles.results}>
        {quiz.questions.map((question, index) => {
          const graded = attempt.questions[index];
          const correct = graded?.correct ?? false;
          const chosen = graded === undefined ? undefined : question.options[graded.chosen];
          const right = graded === undefined ? undefined : question.options[graded.answer];
          const Icon = correct ? CheckCircle2 : XCircle;
          return (
            <li key={index} className={styles.result}>
              <span className={styles.number}>
                {learningTexts.question(index + 1, quiz.questions.length)}
              </span>
              <strong>{question.prompt}</strong>
              <span
                className={[styles.verdictLine, styles.verdict[correct ? 'right' : 'wrong']].join(
                  ' ',
                )}
              >
                <Icon size={18} aria-hidden="true" />
                {correct ? learningTexts.right : learningTexts.wrong}
              </span>
              {chosen !== undefined && (
                <span>
                  {learningTexts.yourAnswer}: {chosen}
                </span>
              )}
              {!correct && right !== undefined && <span>{learningTexts.rightAnswer(right)}</span>}
            </li>
          );
        })}
      </ol>
      {onRetake && (
        <div className={styles.actions}>
          <Button
            variant="outline"
            icon={<RotateCcw size={18} aria-hidden="true" />}
            onClick={onRetake}
          >
            {learningTexts.retake}
          </Button>
        </div>
      )}
    </div>
  );
}
