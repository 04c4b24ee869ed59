import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DIFFICULTIES } from '../../../shared/bankVocabulary';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import {
  ANSWER_LETTERS,
  difficultyLabels,
  initialValues,
  toPayload,
  validateFull,
  type QuestionFormErrors,
  type QuestionFormValues,
} from './questionForm';
import type { AdminQuestion, AdminTopic, Variant } from './types';
import { ExhibitEditor } from './ExhibitEditor';
import { keepOpenOnToast } from './keepOpenOnToast';
import { TopicSelect } from './TopicSelect';
import { QuestionMetadataFields } from './QuestionMetadataFields';
import { ReviewStatus } from './ReviewStatus';
import { useInvalidateAdmin } from './useInvalidateAdmin';

interface Props {
  variant: Variant;
  open: boolean;
  /** The question being edited; null opens the dialog for a new one. */
  question: AdminQuestion | null;
  topics: AdminTopic[];
  onClose: () => void;
}

export function QuestionDialog({ variant, open, question, topics, onClose }: Props) {
  const editing = question !== null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      onInteractOutside={keepOpenOnToast}
      lazyMount
      unmountOnExit
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? 'Edit Question' : 'Add New Question'}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted per opening, so a new dialog starts empty and an edit starts from the question. */}
            <QuestionForm key={question?.id ?? 'new'} variant={variant} question={question} topics={topics} onDone={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function QuestionForm({
  variant,
  question,
  topics,
  onDone,
}: {
  variant: Variant;
  question: AdminQuestion | null;
  topics: AdminTopic[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateAdmin();
  const create = useMutation(trpc.admin.createQuestion.mutationOptions());
  const update = useMutation(trpc.admin.updateQuestion.mutationOptions());
  const [values, setValues] = useState<QuestionFormValues>(() => initialValues(variant, question));
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const full = variant === 'full';
  const busy = create.isPending || update.isPending;
  const formId = `question-form-${variant}`;
  const labels = difficultyLabels(variant);

  // A corrected field stops showing its error; the rest wait for the next submit.
  const set = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setOption = (i: number, value: string) => {
    setValues((v) => ({ ...v, options: v.options.map((o, j) => (j === i ? value : o)) as QuestionFormValues['options'] }));
    setErrors((e) => ({ ...e, [`option${i}`]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (values.exhibit.problem) return notify('Fix the exhibit first', values.exhibit.problem, 'error');
    if (full) {
      const found = validateFull(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    const data = toPayload(values);
    try {
      if (question) {
        await update.mutateAsync({ id: question.id, data });
        notify('Question updated successfully', undefined, 'success');
      } else {
        await create.mutateAsync(data);
        notify('Question created successfully', undefined, 'success');
      }
      void invalidate.questions();
      onDone();
    } catch (err) {
      // The dialog stays open with what was typed, so the admin can correct it.
      notify(question ? 'Failed to update question' : 'Failed to create question', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  return (
    <>
      <Dialog.Body>
        <Stack asChild gap="4">
          <form id={formId} onSubmit={submit} noValidate>
            <Field.Root invalid={!!errors.topicId} required={full}>
              <Field.Label>Topic</Field.Label>
              <TopicSelect topics={topics} value={values.topicId} onChange={(v) => set('topicId', v)} emptyLabel="Select a topic" />
              <Field.ErrorText>{errors.topicId}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={!!errors.questionText} required={full}>
              <Field.Label>Question text</Field.Label>
              <Textarea value={values.questionText} onChange={(e) => set('questionText', e.target.value)} rows={3} autoresize />
              <Field.ErrorText>{errors.questionText}</Field.ErrorText>
            </Field.Root>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {ANSWER_LETTERS.map((letter, i) => (
                <Field.Root key={letter} invalid={!!errors[`option${i}`]} required={full}>
                  <Field.Label>Option {letter}</Field.Label>
                  <Input value={values.options[i]} onChange={(e) => setOption(i, e.target.value)} />
                  <Field.ErrorText>{errors[`option${i}`]}</Field.ErrorText>
                </Field.Root>
              ))}
            </SimpleGrid>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root>
                <Field.Label>Correct answer</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.correctAnswer} onChange={(e) => set('correctAnswer', e.target.value)}>
                    {ANSWER_LETTERS.map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>Difficulty</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.difficulty} onChange={(e) => set('difficulty', e.target.value)}>
                    {DIFFICULTIES.map((d) => (
                      <option key={d} value={labels[d]}>
                        {labels[d]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>

            <Field.Root invalid={!!errors.explanation} required={full}>
              <Field.Label>Explanation</Field.Label>
              <Textarea value={values.explanation} onChange={(e) => set('explanation', e.target.value)} rows={3} autoresize />
              <Field.ErrorText>{errors.explanation}</Field.ErrorText>
            </Field.Root>

            {question && (
              <ReviewStatus
                questionId={question.id}
                reviewedOn={question.reviewedOn}
                writtenOn={question.writtenOn}
                reviewedBy={question.reviewedBy}
              />
            )}
            <QuestionMetadataFields values={values} set={set} />
            <ExhibitEditor initial={question?.exhibit} onChange={(x) => set('exhibit', x)} />
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} colorPalette="teal" loading={busy}>
          {question ? 'Update Question' : 'Create Question'}
        </Button>
      </Dialog.Footer>
    </>
  );
}
