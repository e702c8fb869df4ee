import { ArrowRight, BookmarkPlus, FileText, LoaderCircle, LogIn, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { toast } from '@web/lib/toast';
import type { OwnItem } from '@domain/contract/my-listings';
import type { ListingTemplate } from '@domain/contract/templates';
import { fillMessage } from '@domain/catalogue';
import { parseTemplateData, type WizardStep } from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { SaveTemplateDialog, TemplateButton, TemplatesDialog } from '@web/features/templates';
import { ApiError } from '@web/lib/api';
import { listingPath, matchesPath } from '@web/lib/paths';
import { useReportDirty } from '@web/lib/unsaved-changes';
import { DurationPicker } from './DurationPicker';
import {
  CONTACT_FIELDS,
  contactPrefill,
  dataToDraft,
  draftToTemplateData,
  emptyDraft,
  type ListingDraft,
} from './listing-draft';
import {
  listingResolver,
  STEP_STAGE,
  stepProblem,
  type ListingBody,
  type ListingFormStage,
} from './listing-resolver';
import { routeName } from './listing-summary';
import { ContactFields, DetailFields } from './ListingFields';
import { ListingSummary } from './ListingSummary';
import { StepIndicator, WIZARD_STEPS, type WizardStepNumber } from './StepIndicator';
import { TypeStep } from './TypeStep';
import { usePremiumAccess } from './use-premium-access';
import { usePublishListing } from './use-publish-listing';
import { offeredDurations, usePublishingInfo } from './use-publishing-info';

export interface WizardOpening {
  /** A new number for every opening, so each one starts afresh. */
  key: number;
  listingType: ListingType;
  /** Prefilled fields (a template link, a copy): the wizard then starts at step 2. */
  draft?: ListingDraft;
  /** "Dubleeri": the route of the listing copied, said above the fields. */
  copyOf?: string;
}

/** "Vaata kuulutust" in the published toast: the new listing, opened in its feed. */
function PublishedLink({ item, navigate }: { item: OwnItem; navigate: (to: string) => void }) {
  const to = listingPath(item.type, item.id);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the address itself; a plain click stays in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={open} className="font-semibold text-brand-700 underline underline-offset-2">
      {MESSAGES.wizard.viewListing}
    </a>
  );
}

/** One toast for the problem of the step on screen: a second "Edasi" replaces it, never stacks. */
const STEP_PROBLEM_TOAST = 'wizard-step-problem';

interface ListingWizardProps {
  opening: WizardOpening;
  /** After publishing, with the new listing: the page shows the list it is in. */
  onPublished: (item: OwnItem) => void;
  /** Tells the dialog whether closing now would interrupt a publish. */
  onBusyChange: (busy: boolean) => void;
  /** Tells the dialog whether closing now would throw away something typed. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The add-listing wizard (spec §2 and §4): type, details, contact, duration and summary. Each forward
 * step is checked with that step's domain schema; publishing checks the session first and then sends
 * what the publish schema made of the form. A failed publish keeps everything typed.
 */
export function ListingWizard({ opening, onPublished, onBusyChange, onDirtyChange }: ListingWizardProps) {
  const { user, status, refresh } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  const access = usePremiumAccess();
  const publish = usePublishListing();
  const info = usePublishingInfo();
  const prefill = useMemo(() => info.data?.contact ?? contactPrefill(user), [info.data, user]);

  const stageRef = useRef<ListingFormStage>('details');
  const resolver = useMemo(() => listingResolver(() => stageRef.current), []);
  const form = useForm<ListingDraft, unknown, ListingBody>({
    defaultValues: opening.draft ?? emptyDraft(opening.listingType, prefill),
    resolver,
  });
  const [step, setStep] = useState<WizardStepNumber>(opening.draft ? 2 : 1);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [saveData, setSaveData] = useState<Record<string, unknown> | null>(null);
  const [checkingSession, setCheckingSession] = useState(false);
  const busy = checkingSession || publish.isPending;
  const listingType = form.watch('listingType');
  // The type alone (step 1) is a click, not typing: closing after only that does not ask.
  const typed = Object.keys(form.formState.dirtyFields).some((field) => field !== 'listingType');
  useReportDirty(typed, onDirtyChange);

  // The profile's contact may arrive after the wizard opened (or anew, after a profile was saved): it
  // takes the place of what a field started with (the session's name and e-mail, or an older answer),
  // as long as the user has not touched it. A template's own contact stays.
  const startedWith = useRef(prefill);
  const profileContact = info.data?.contact;
  useEffect(() => {
    if (!profileContact) return;
    for (const key of CONTACT_FIELDS) {
      const value = profileContact[key];
      const current = form.getValues(key);
      const asStarted = !current || current === (startedWith.current[key] ?? '');
      if (value && asStarted && !form.getFieldState(key).isDirty) form.setValue(key, value);
    }
  }, [profileContact, form]);

  // The step that could not be left, while its toast is up: the toast follows what is typed and
  // leaves once the step is valid, so it never stays on screen over a problem already fixed.
  const [failedStep, setFailedStep] = useState<WizardStep | null>(null);
  useEffect(() => {
    if (failedStep === null) return;
    let shown = stepProblem(failedStep, form.getValues())?.message;
    const subscription = form.watch((values) => {
      const problem = stepProblem(failedStep, values as ListingDraft);
      if (!problem) {
        toast.dismiss(STEP_PROBLEM_TOAST);
        setFailedStep(null);
      } else if (problem.message !== shown) {
        shown = problem.message;
        toast.error(problem.title, { id: STEP_PROBLEM_TOAST, description: problem.message });
      }
    });
    return () => subscription.unsubscribe();
  }, [failedStep, form]);
  // Closing the wizard takes its step's toast along.
  useEffect(() => () => toast.dismiss(STEP_PROBLEM_TOAST), []);

  const goTo = (next: WizardStepNumber) => {
    setStep(next);
    // A step starts clean; the previous step's errors belong to fields no longer on screen.
    form.clearErrors();
    setFailedStep(null);
    toast.dismiss(STEP_PROBLEM_TOAST);
  };

  const checkStep = async (current: WizardStep): Promise<boolean> => {
    stageRef.current = STEP_STAGE[current];
    const valid = await form.trigger(undefined, { shouldFocus: true });
    const problem = valid ? null : stepProblem(current, form.getValues());
    if (problem) {
      toast.error(problem.title, { id: STEP_PROBLEM_TOAST, description: problem.message });
      setFailedStep(current);
    }
    return valid;
  };

  const publishListing = async (body: ListingBody) => {
    setCheckingSession(true);
    onBusyChange(true);
    try {
      // Publishing first validates the session (spec §4). A lost one ends here: the session layer
      // says "Sessioon aegunud" and signs out, and the form keeps everything for after signing in.
      const session = await refresh().catch(() => undefined);
      if (session === null) return;
      setCheckingSession(false);
      const item = await publish.mutateAsync({ type: form.getValues('listingType'), body });
      toast.success(MESSAGES.listings.published, {
        description: <PublishedLink item={item} navigate={navigate} />,
        // What fits the new listing, over the user's listings: the loads for a truck, the trucks for a load.
        action: {
          label: MESSAGES.matching.showMatches,
          onClick: () => navigate(matchesPath(item.type, item.id)),
        },
      });
      onPublished(item);
    } catch (error) {
      // A 401 during the publish itself is the session layer's to announce.
      if (error instanceof ApiError && error.status === 401) return;
      console.error('Publishing failed', error);
      toast.error(MESSAGES.listings.publishErrorTitle, {
        description: error instanceof ApiError ? error.message : MESSAGES.generic.unknown,
      });
    } finally {
      setCheckingSession(false);
      onBusyChange(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (step === 1) return goTo(2);
    if (step < 4) {
      if (await checkStep(step)) goTo((step + 1) as WizardStepNumber);
      return;
    }
    if (!(await checkStep(4))) return;
    stageRef.current = 'publish';
    await form.handleSubmit(publishListing, () => {
      // Every step passed on its own, so this is a rule across steps; say it as the schema does.
      const problem = stepProblem(4, form.getValues()) ?? stepProblem(3, form.getValues());
      toast.error(problem?.title ?? MESSAGES.wizard.invalidDataTitle, { description: problem?.message });
    })();
  };

  const applyTemplate = (template: ListingTemplate) => {
    const parsed = parseTemplateData(template.type, template.data);
    const draft = parsed && dataToDraft(template.type, parsed.data, emptyDraft(template.type, prefill));
    setTemplatesOpen(false);
    if (!draft) {
      toast.error(MESSAGES.templates.prefillError);
      return;
    }
    form.reset(draft);
    goTo(2);
    toast.success(MESSAGES.templates.loaded);
  };

  const openSaveTemplate = () => {
    const result = draftToTemplateData(form.getValues());
    if (!result.ok) {
      toast.error(MESSAGES.templates.saveError, { description: result.message });
      return;
    }
    setSaveData(result.data);
  };

  const stepText = fillMessage(MESSAGES.wizard.stepOf, {
    step,
    total: WIZARD_STEPS.length,
    label: WIZARD_STEPS[step - 1] ?? '',
  });
  const signedIn = status === 'signedIn';

  return (
    <>
      <DialogHeader
        title={MESSAGES.wizard.title}
        description={stepText}
        onBack={step > 1 ? () => goTo((step - 1) as WizardStepNumber) : undefined}
        backLabel={MESSAGES.wizard.previousStep}
        closeDisabled={busy}
      >
        <StepIndicator step={step} />
        {/* Moving to another step changes the whole body; say so to screen readers. */}
        <p className="sr-only" aria-live="polite">
          {stepText}
        </p>
      </DialogHeader>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
          <DialogBody data-wizard-step={step}>
            {step === 1 && <TypeStep />}
            {step === 2 && (
              <div className="flex flex-col gap-5">
                {opening.copyOf !== undefined && (
                  <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm text-slate-800">
                    {fillMessage(MESSAGES.wizard.copyOf, { route: opening.copyOf })}
                  </p>
                )}
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
                  <p className="text-sm text-slate-700">{MESSAGES.wizard.fillHint}</p>
                  <TemplateButton
                    access={access}
                    label={MESSAGES.templates.myTemplates}
                    icon={<FileText aria-hidden="true" />}
                    size="sm"
                    onClick={() => setTemplatesOpen(true)}
                  />
                </div>
                <DetailFields />
              </div>
            )}
            {step === 3 && <ContactFields />}
            {step === 4 && (
              <div className="flex flex-col gap-6">
                <DurationPicker
                  access={access}
                  allowed={offeredDurations(info.data)}
                  onRetryPlan={() => void info.refetch()}
                  retryingPlan={info.isFetching}
                />
                <ListingSummary draft={form.watch()} />
                <div className="flex justify-end">
                  <TemplateButton
                    access={access}
                    label={MESSAGES.templates.saveAsTemplate}
                    icon={<BookmarkPlus aria-hidden="true" />}
                    size="sm"
                    onClick={openSaveTemplate}
                  />
                </div>
              </div>
            )}
          </DialogBody>
          {/* One row even on a phone: "Tagasi" and the way forward side by side, thumbs' reach. */}
          <DialogFooter className="flex-row justify-between sm:justify-between">
            {step > 1 ? (
              <Button
                variant="outline"
                size="lg"
                disabled={busy}
                onClick={() => goTo((step - 1) as WizardStepNumber)}
                className="px-4 sm:px-6"
              >
                {MESSAGES.wizard.back}
              </Button>
            ) : (
              <span />
            )}
            {step < 4 ? (
              <Button type="submit" size="lg" className="flex-1 sm:flex-none">
                {MESSAGES.wizard.next}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : signedIn ? (
              <Button
                type="submit"
                size="lg"
                disabled={busy}
                aria-busy={busy || undefined}
                className="flex-1 sm:flex-none"
              >
                {busy ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Send aria-hidden="true" />
                )}
                {MESSAGES.wizard.publish}
              </Button>
            ) : (
              <Button size="lg" onClick={() => openAuthDialog('signin')} className="flex-1 sm:flex-none">
                <LogIn aria-hidden="true" />
                {MESSAGES.wizard.signInToPublish}
              </Button>
            )}
          </DialogFooter>
        </form>
      </FormProvider>
      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        onUse={applyTemplate}
        initialType={listingType}
      />
      <SaveTemplateDialog
        open={saveData !== null}
        onOpenChange={(open) => !open && setSaveData(null)}
        listingType={listingType}
        data={saveData ?? {}}
        suggestedName={routeName(form.getValues())}
      />
    </>
  );
}
