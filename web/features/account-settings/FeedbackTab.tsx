import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { feedbackBodySchema, type FeedbackBody } from '@domain/contract/feedback';
import { FEEDBACK_TYPES, type FeedbackType } from '@domain/feedback';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented';
import { SubmitButton } from '@web/features/auth';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useKeptForm } from '@web/lib/kept-forms';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import { failureDescription, isSessionLost, showServerFieldError } from './server-field-error';
import { SettingsSection } from './SettingsSection';
import { useSendFeedback } from './use-send-feedback';

const MESSAGE_MAX = 5000;
const EMPTY: Required<FeedbackBody> = { type: 'feedback', subject: '', message: '' };
const T = ACCOUNT_MESSAGES.feedback;
const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ value: type, label: T.types[type] }));

/** The feedback tab: a message to the team (feedback, a bug, a wish or a support request). */
export function FeedbackTab() {
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const form = useForm({
    defaultValues: EMPTY,
    resolver: zodResolver(feedbackBodySchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  useUnsavedChanges(isDirty);
  // What was typed survives the language switch's reload (web/lib/kept-forms.ts).
  useKeptForm(form, 'feedback');

  // "Saada veel üks" brings the empty form back; a new message starts at its subject.
  const writeAnother = useRef(false);
  useEffect(() => {
    if (sent || !writeAnother.current) return;
    writeAnother.current = false;
    form.setFocus('subject');
  }, [sent, form]);

  const submit = async (body: FeedbackBody) => {
    try {
      await send.mutateAsync(body);
      form.reset(EMPTY);
      setSent(true);
      toast.success(ACCOUNT_MESSAGES.profile.feedbackSent);
    } catch (error) {
      // What was written stays for another try.
      if (isSessionLost(error)) return;
      console.error('Sending feedback failed', error);
      showServerFieldError(form, error);
      toast.error(ACCOUNT_MESSAGES.profile.feedbackError, {
        description: failureDescription(error, MESSAGES.generic.unknown),
      });
    }
  };

  return (
    <SettingsSection title={T.title} description={T.description}>
      {sent ? (
        <FeedbackSent
          onAnother={() => {
            writeAnother.current = true;
            setSent(false);
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          className="flex flex-col gap-5"
          aria-label={T.title}
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <p className="text-sm font-medium text-slate-800">{MESSAGES.wizard.summaryType}</p>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <SegmentedControl<FeedbackType>
                  label={T.typeLabel}
                  options={TYPE_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {errors.type?.message && <p className="text-sm text-red-700">{errors.type.message}</p>}
          </div>
          <FormField label={T.subject} required error={errors.subject?.message}>
            {({ inputId, describedBy, invalid }) => (
              <Input
                id={inputId}
                autoComplete="off"
                maxLength={200}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...registerField(form, 'subject')}
              />
            )}
          </FormField>
          <FormField
            label={T.message}
            required
            error={errors.message?.message}
            details={
              <p
                className={cn(
                  'text-right text-xs tabular-nums',
                  message.length > MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-slate-500',
                )}
              >
                {message.length} / {MESSAGE_MAX}
                <span className="sr-only"> {T.characters}</span>
              </p>
            }
          >
            {({ inputId, describedBy, invalid }) => (
              <Textarea
                id={inputId}
                rows={7}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...registerField(form, 'message')}
              />
            )}
          </FormField>
          <SubmitButton pending={isSubmitting} className="sm:w-auto sm:self-end">
            {T.send}
          </SubmitButton>
        </form>
      )}
    </SettingsSection>
  );
}

/** The thank-you that takes the form's place; it takes the focus the send button had. */
function FeedbackSent({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center" data-feedback-sent>
      <span className="flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <p ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {ACCOUNT_MESSAGES.feedback.thanksTitle}
      </p>
      <p className="max-w-md text-slate-700">{ACCOUNT_MESSAGES.feedback.thanksText}</p>
      <Button variant="outline" size="lg" className="mt-2" onClick={onAnother}>
        {T.another}
      </Button>
    </div>
  );
}
