import { errorMessage, type Answer, type LessonQuestion } from '@edugate/api-client';
import { CircleCheck, ThumbsUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ErrorState } from '../../../../components/ErrorState';
import { ServerHtml } from '../../../../components/ServerHtml';
import { Skeleton } from '../../../../components/Skeleton';
import { useToast } from '../../../../components/Toast';
import { longDate } from '../../../../dates';
import {
  useAcceptAnswer,
  useAnswerQuestion,
  useDeleteAnswer,
  useDeleteQuestion,
  useSetAnswerHidden,
  useSetQuestionHidden,
  useUpdateAnswer,
  useUpdateQuestion,
  useUpvoteQuestion,
  useWithdrawUpvote,
  type QuestionRef,
} from '../../api/mutations';
import { useQuestionAnswers } from '../../api/queries';
import { questionTexts as texts } from '../../texts';
import * as styles from './LessonQuestions.css';
import { PostForm } from './PostForm';

interface ItemContext {
  lessonId: string;
  /** The reader wrote the course: they may hide and show again anything in it. */
  isAuthor: boolean;
}

/** A failed action says so in a toast, in the server's words where it has some. */
function useFailure() {
  const { toast } = useToast();
  return (fallback: string) => (error: unknown) =>
    toast({ title: errorMessage(error, fallback), tone: 'error' });
}

/** Who wrote it, 'Instructor' for the course's author, when, and whether it was edited. */
function Byline(props: {
  name: string;
  byInstructor: boolean;
  createdAt: string;
  editedAt?: string;
  children?: ReactNode;
}) {
  return (
    <p className={styles.byline}>
      <span className={styles.writer}>{props.name}</span>
      {props.byInstructor ? <Badge tone="primary">{texts.instructor}</Badge> : null}
      <time dateTime={props.createdAt}>{longDate(props.createdAt)}</time>
      {props.editedAt ? <span>({texts.edited})</span> : null}
      {props.children}
    </p>
  );
}

/** Edit and Delete for the writer, Hide or Show again for the author; Delete asks first. */
function ManageActions(props: {
  canEdit: boolean;
  onEdit: () => void;
  deleteTitle: string;
  deleteText: string;
  onDelete: () => Promise<unknown>;
  showHide: boolean;
  hidden: boolean;
  hideBusy: boolean;
  onHide: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = () => {
    setDeleting(true);
    void props.onDelete().finally(() => {
      setDeleting(false);
      setConfirming(false);
    });
  };
  return (
    <>
      {props.canEdit ? (
        <>
          <Button size="sm" variant="ghost" onClick={props.onEdit}>
            {texts.edit}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {texts.delete}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={props.deleteTitle}
            message={props.deleteText}
            confirmLabel={texts.delete}
            tone="danger"
            busy={deleting}
            onConfirm={remove}
          />
        </>
      ) : null}
      {props.showHide ? (
        <Button size="sm" variant="outline" loading={props.hideBusy} onClick={props.onHide}>
          {props.hidden ? texts.unhide : texts.hide}
        </Button>
      ) : null}
    </>
  );
}

export function QuestionItem({
  question,
  lessonId,
  isAuthor,
  lesson,
}: ItemContext & {
  question: LessonQuestion;
  /** Where it was asked, above it: the course's Q&A page lists every lesson's questions. */
  lesson?: ReactNode;
}) {
  const ref: QuestionRef = { courseId: question.courseId, lessonId, questionId: question._id };
  const failed = useFailure();
  const upvote = useUpvoteQuestion();
  const withdraw = useWithdrawUpvote();
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const hide = useSetQuestionHidden();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const answersId = useId();
  // Deleted, or hidden from this reader: the server sends its stand-in sentence as the title.
  const standIn = question.state === 'deleted' || (question.state === 'hidden' && !isAuthor);

  return (
    <li className={styles.question}>
      {/* While its title is in the edit form, the article is named by nothing else. */}
      <article className={styles.form} aria-labelledby={editing ? undefined : titleId}>
        {lesson ? <p className={styles.muted}>{lesson}</p> : null}
        {standIn ? (
          <h3 id={titleId} className={`${styles.title} ${styles.standIn}`}>
            {question.title}
          </h3>
        ) : (
          <>
            <Byline
              name={question.authorName}
              byInstructor={question.byInstructor}
              createdAt={question.createdAt}
              editedAt={question.editedAt}
            >
              {question.state === 'hidden' ? (
                <Badge tone="warning">{texts.hiddenForLearners}</Badge>
              ) : null}
            </Byline>
            {editing ? (
              <PostForm
                kind="question"
                label={texts.editQuestion}
                initial={{ title: question.title, body: question.details }}
                submitLabel={texts.save}
                busyLabel={texts.saving}
                fallback={texts.saveFailed}
                onSubmit={async ({ title, body }) => {
                  await update.mutateAsync({ ...ref, title, details: body });
                  setEditing(false);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <>
                <h3 id={titleId} className={styles.title}>
                  {question.title}
                </h3>
                {question.detailsHtml ? <ServerHtml html={question.detailsHtml} compact /> : null}
              </>
            )}
          </>
        )}
        <div className={styles.actions}>
          {!standIn ? (
            <>
              <Button
                size="sm"
                variant={question.upvoted ? 'secondary' : 'outline'}
                aria-pressed={question.upvoted}
                loading={upvote.isPending || withdraw.isPending}
                icon={<ThumbsUp size={16} aria-hidden="true" />}
                // 'Upvoted' pressed again takes the upvote back (docs/product.md, Questions).
                onClick={() => {
                  if (question.upvoted)
                    withdraw.mutate(ref, { onError: failed(texts.withdrawUpvoteFailed) });
                  else upvote.mutate(ref, { onError: failed(texts.upvoteFailed) });
                }}
              >
                {question.upvoted ? texts.upvoted : texts.upvote}
              </Button>
              <span className={styles.muted}>{texts.upvotes(question.upvotes)}</span>
            </>
          ) : null}
          {/* Nothing to show and nothing to add (deleted or hidden, unanswered): no button. */}
          {question.answers > 0 || question.state === 'visible' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={open}
              aria-controls={open ? answersId : undefined}
              onClick={() => setOpen((was) => !was)}
            >
              {open
                ? texts.hideAnswers
                : question.answers === 0
                  ? texts.answer
                  : texts.showAnswers(question.answers)}
            </Button>
          ) : null}
          <ManageActions
            canEdit={question.mine && question.state === 'visible' && !editing}
            onEdit={() => setEditing(true)}
            deleteTitle={texts.deleteQuestionTitle}
            deleteText={texts.deleteQuestionText}
            onDelete={() => remove.mutateAsync(ref).catch(failed(texts.deleteFailed))}
            showHide={isAuthor && question.state !== 'deleted'}
            hidden={question.state === 'hidden'}
            hideBusy={hide.isPending}
            onHide={() =>
              hide.mutate(
                { ...ref, hidden: question.state !== 'hidden' },
                { onError: failed(texts.hideFailed) },
              )
            }
          />
        </div>
        {open ? (
          <div id={answersId} className={styles.answers}>
            <Answers question={question} questionRef={ref} isAuthor={isAuthor} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

function Answers({
  question,
  questionRef,
  isAuthor,
}: {
  question: LessonQuestion;
  questionRef: QuestionRef;
  isAuthor: boolean;
}) {
  const list = useQuestionAnswers(question.courseId, question._id);
  const post = useAnswerQuestion();
  let shown: ReactNode;
  if (list.isPending) {
    shown = (
      <div className={styles.placeholder} aria-busy="true">
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </div>
    );
  } else if (list.isError) {
    shown = (
      <ErrorState
        message={texts.answersFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    const answers = list.data.pages.flatMap((page) => page.items);
    shown =
      answers.length === 0 ? (
        <p className={styles.muted}>{texts.noAnswers}</p>
      ) : (
        <>
          <ol className={styles.list} aria-label={texts.answersOf(question.title)}>
            {answers.map((answer) => (
              <AnswerItem
                key={answer._id}
                answer={answer}
                question={question}
                questionRef={questionRef}
                isAuthor={isAuthor}
              />
            ))}
          </ol>
          {list.hasNextPage ? (
            <div className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {texts.showMoreAnswers}
              </Button>
            </div>
          ) : null}
        </>
      );
  }
  return (
    <>
      {shown}
      {question.state === 'visible' ? (
        <PostForm
          kind="answer"
          label={texts.answerFormFor(question.title)}
          submitLabel={texts.postAnswer}
          busyLabel={texts.posting}
          fallback={texts.answerFailed}
          done={texts.answered}
          onSubmit={({ body }) => post.mutateAsync({ ...questionRef, body })}
        />
      ) : null}
    </>
  );
}

function AnswerItem({
  answer,
  question,
  questionRef,
  isAuthor,
}: {
  answer: Answer;
  question: LessonQuestion;
  questionRef: QuestionRef;
  isAuthor: boolean;
}) {
  const ref = { ...questionRef, answerId: answer._id };
  const failed = useFailure();
  const accept = useAcceptAnswer();
  const update = useUpdateAnswer();
  const remove = useDeleteAnswer();
  const hide = useSetAnswerHidden();
  const [editing, setEditing] = useState(false);
  const hiddenFromReader = answer.state === 'hidden' && !isAuthor;
  const canAccept =
    question.mine && question.state === 'visible' && answer.state === 'visible' && !answer.accepted;

  return (
    <li className={answer.accepted ? styles.acceptedAnswer : styles.answer}>
      {hiddenFromReader ? (
        <p className={styles.standIn}>{answer.body}</p>
      ) : (
        <>
          <Byline
            name={answer.authorName}
            byInstructor={answer.byInstructor}
            createdAt={answer.createdAt}
            editedAt={answer.editedAt}
          >
            {answer.accepted ? (
              <Badge tone="success">
                <CircleCheck size={14} aria-hidden="true" />
                {texts.accepted}
              </Badge>
            ) : null}
            {answer.state === 'hidden' ? (
              <Badge tone="warning">{texts.hiddenForLearners}</Badge>
            ) : null}
          </Byline>
          {editing ? (
            <PostForm
              kind="answer"
              label={texts.editAnswer}
              initial={{ title: '', body: answer.body }}
              submitLabel={texts.save}
              busyLabel={texts.saving}
              fallback={texts.saveFailed}
              onSubmit={async ({ body }) => {
                await update.mutateAsync({ ...ref, body });
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <ServerHtml html={answer.bodyHtml} compact />
          )}
        </>
      )}
      {canAccept || isAuthor || (answer.mine && answer.state === 'visible') ? (
        <div className={styles.actions}>
          {canAccept ? (
            <Button
              size="sm"
              variant="outline"
              loading={accept.isPending}
              icon={<CircleCheck size={16} aria-hidden="true" />}
              onClick={() => accept.mutate(ref, { onError: failed(texts.acceptFailed) })}
            >
              {texts.accept}
            </Button>
          ) : null}
          <ManageActions
            canEdit={answer.mine && answer.state === 'visible' && !editing}
            onEdit={() => setEditing(true)}
            deleteTitle={texts.deleteAnswerTitle}
            deleteText={texts.deleteAnswerText}
            onDelete={() => remove.mutateAsync(ref).catch(failed(texts.deleteFailed))}
            showHide={isAuthor}
            hidden={answer.state === 'hidden'}
            hideBusy={hide.isPending}
            onHide={() =>
              hide.mutate(
                { ...ref, hidden: answer.state !== 'hidden' },
                { onError: failed(texts.hideFailed) },
              )
            }
          />
        </div>
      ) : null}
    </li>
  );
}
