import { useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import { claimAchievement, postAchievements } from '@/achievements/index.ts';
import { useMe } from '@/account/index.ts';
import { maxNoteTextLength, useMeta, type ServerDraft } from '@/queries/index.ts';
import { describeError, showApiError, ApiCallError } from '@/api/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { confirmDialog, toast } from '@/ui/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import { draftKeyFor } from './draft-key.ts';
import type { NoteDraft } from './draft-store.ts';
import { extractHashtags, rememberHashtags } from './hashtags.ts';
import { mentionOf } from './mentions.ts';
import { expiryValid, filledChoices, type PollDraft } from './poll-rules.ts';
import { emitNotePosted } from './posted-events.ts';
import type { FormChannel, PostFormOptions } from './post-form-options.ts';
import { submitNote } from './submit-note.ts';
import { buildNotePayload, finalText, type NoteParts } from './build-payload.ts';
import {
  formatScheduleTime,
  formFromServerDraft,
  scheduleProblem,
  scheduleProblemKey,
  serverDraftPayload,
} from './schedule-rules.ts';
import { useServerDraft } from './use-server-draft.ts';
import { canSubmit, remainingCounter } from './submit-rules.ts';
import { useAttachments } from './use-attachments.ts';
import { useNoteDraft } from './use-note-draft.ts';
import type { PostingAccount } from './use-post-accounts.ts';
import { useVisibilityState } from './use-visibility-state.ts';
import { diceIn } from './dice.ts';
import { isEmptyDraft } from './draft-store.ts';

export type FormStatus = 'idle' | 'posting' | 'posted';

/** A reply starts with a mention of the note's author, unless that is the writer. */
function replyPrefill(reply: entities.Note | null, myId: string | undefined): string {
  if (!reply || reply.user.id === myId) return '';
  return `${mentionOf(reply.user)} `;
}

/** Everything the post form holds and does; the components only render it. */
export function usePostForm(options: PostFormOptions, onPosted?: () => void) {
  const { account, me } = useMe();
  const meta = useMeta();
  const keepCw = useSettingValue('keepCw');
  const rollsDice = useSettingValue('rollDice');
  const defaultAcceptance = useSettingValue('reactionAcceptance');
  const [withHashtags, setWithHashtags] = useSetting('postFormWithHashtags');
  const [hashtags, setHashtags] = useSetting('postFormHashtags');
  const reply = options.reply ?? null;
  const [channel, setChannel] = useState<FormChannel | null>(options.channel ?? null);
  const vis = useVisibilityState(
    // the signed-in user's policies, as Misskey's own form reads them (even when posting as another account)
    { reply, channel, canPublicNote: me?.policies?.canPublicNote },
    {
      visibility: options.initialVisibility,
      localOnly: options.initialLocalOnly,
    },
  );

  const replyCw = options.initialCw ?? (keepCw && reply?.cw ? reply.cw : null);
  const [text, setTextState] = useState(() => options.initialText ?? replyPrefill(reply, account?.id));
  const [useCw, setUseCwState] = useState(replyCw !== null);
  const [cw, setCwState] = useState(replyCw ?? '');
  const [poll, setPollState] = useState<PollDraft | null>(options.initialPoll ?? null);
  // when the poll's end was last compared with the clock: on each edit, and when a post is refused
  const [pollCheckedAt, setPollCheckedAt] = useState(() => Date.now());
  const pollExpiryValid = poll === null || expiryValid(poll, pollCheckedAt);
  const [visibleUsers, setVisibleUsersState] = useState<entities.UserLite[]>(() => {
    const given = options.initialVisibleUsers ?? [];
    if (reply?.visibility !== 'specified' || reply.user.id === account?.id) return given;
    return [...given.filter((u) => u.id !== reply.user.id), reply.user];
  });
  const [quoteId, setQuoteIdState] = useState<string | null>(null);
  const [acceptance, setAcceptanceState] = useState(defaultAcceptance);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [frozen, setFrozen] = useState(false);
  const [postAccount, setPostAccountState] = useState<PostingAccount | null>(null);
  // a time to post at (epoch ms): the form schedules the note instead of posting it
  const [scheduleAt, setScheduleAtState] = useState<number | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const touched = useRef(false);
  const token = postAccount?.token ?? account?.token ?? null;
  const attachments = useAttachments(token, options.initialFiles ?? [], () => edited());

  /** Any change by the user: the draft on disk no longer applies, and a posted form is reset. */
  function edited() {
    touched.current = true;
    if (status === 'posted' && !frozen) setStatus('idle');
  }
  const editing =
    <T>(set: (v: T) => void) =>
    (v: T) => {
      edited();
      set(v);
    };

  // a specified reply also goes to the users the replied note was addressed to
  const replyRecipientIds = reply?.visibility === 'specified' ? (reply.visibleUserIds ?? []) : [];
  const replyRecipientKey = replyRecipientIds.join(',');
  useEffect(() => {
    if (!replyRecipientKey || !account) return;
    void api('users/show', { userIds: replyRecipientKey.split(',') }, account.token)
      .then((users) => {
        const list = (users as unknown as entities.UserLite[]).filter((u) => u.id !== account.id);
        setVisibleUsersState((old) => [...old, ...list.filter((u) => !old.some((o) => o.id === u.id))]);
      })
      .catch(() => undefined);
  }, [replyRecipientKey, account]);

  const draftKey =
    options.draftKey ??
    draftKeyFor({
      channelId: options.channel?.id,
      renoteId: options.renote?.id,
      replyId: reply?.id,
      editId: options.editId,
    });
  const givenContent =
    options.serverDraft != null ||
    options.initialText !== undefined ||
    options.initialCw != null ||
    options.initialPoll != null ||
    (options.initialVisibleUsers?.length ?? 0) > 0 ||
    (options.initialFiles?.length ?? 0) > 0;
  const snapshot: Partial<NoteDraft> = {
    text,
    useCw,
    cw,
    files: attachments.files,
    poll,
    visibleUsers,
    quoteId,
    reactionAcceptance: acceptance,
    visibility: vis.state.visibility,
    localOnly: vis.state.localOnly,
  };
  const parts: NoteParts = {
    text,
    useCw,
    cw,
    files: attachments.files,
    poll,
    visibility: vis.state.visibility,
    localOnly: vis.state.localOnly,
    visibleUserIds: visibleUsers.map((u) => u.id),
    replyId: reply?.id ?? null,
    renoteId: options.renote?.id ?? quoteId,
    channelId: channel?.id ?? null,
    reactionAcceptance: acceptance,
    withHashtags,
    hashtags,
    rollDice: false,
  };
  const server = useServerDraft({
    token,
    policies: me?.policies,
    keepsDrafts: options.keepDraft !== false && options.editId == null,
    payload: isEmptyDraft(snapshot) ? null : buildNotePayload(parts, finalText(parts)),
    touched: touched.current,
    scheduling: scheduleAt !== null,
  });
  snapshot.serverDraftId = server.draftId;
  const draft = useNoteDraft(
    account?.id ?? null,
    draftKey,
    snapshot,
    (saved) => {
      // a form opened with given content starts from it, not from an older draft
      if (touched.current || givenContent) return;
      if (saved.text !== undefined) setTextState(saved.text);
      if (saved.useCw !== undefined) setUseCwState(saved.useCw);
      if (saved.cw !== undefined) setCwState(saved.cw);
      if (saved.files) attachments.restore(saved.files);
      if (saved.poll !== undefined) setPollState(saved.poll);
      if (saved.visibleUsers) setVisibleUsersState(saved.visibleUsers);
      if (saved.quoteId !== undefined) setQuoteIdState(saved.quoteId);
      if (saved.reactionAcceptance !== undefined) setAcceptanceState(saved.reactionAcceptance);
      if (saved.serverDraftId) server.setDraftId(saved.serverDraftId);
      vis.restore({
        visibility: options.initialVisibility ? undefined : saved.visibility,
        localOnly: options.initialLocalOnly !== undefined ? undefined : saved.localOnly,
      });
    },
    !frozen,
    options.keepDraft !== false,
  );

  const max = maxNoteTextLength(meta);
  const counter = remainingCounter(text.length, max);
  const submittable =
    canSubmit({
      posting: status === 'posting',
      frozen,
      text,
      fileCount: attachments.files.length,
      pollChoices: poll ? filledChoices(poll) : null,
      pollExpiryValid,
      hasRenote: options.renote != null,
      hasQuote: quoteId !== null,
      cwEnabled: useCw,
      cw,
      maxTextLength: max,
    }) && attachments.uploads.length === 0;

  const clear = () => {
    setTextState('');
    setUseCwState(false);
    setCwState('');
    setPollState(null);
    setQuoteIdState(null);
    attachments.restore([]);
    setScheduleAtState(null);
    setScheduleError(null);
    server.setDraftId(null);
    touched.current = false;
  };

  /** Schedules the note (spec: upstream as a scheduled draft, the MisskeyIO fork through notes/create). */
  const schedule = async (at: number) => {
    const support = server.schedule;
    if (!support || !account) return;
    // the number in a sentence: the most days ahead, or the most scheduled notes
    const say = (key: LocaleKey) =>
      setScheduleError(
        t(key, {
          n: key === 'scheduleTooFar' && support.kind === 'fork' ? (support.maxDays ?? 0) : support.limit,
        }),
      );
    const problem = scheduleProblem(at, Date.now(), support, server.scheduledCount);
    if (problem) return say(scheduleProblemKey(problem)!);
    setStatus('posting');
    const payload = buildNotePayload(
      { ...parts, rollDice: rollsDice },
      finalText({ ...parts, rollDice: rollsDice }),
    );
    try {
      if (support.kind === 'drafts')
        await server.calls.scheduleAsDraft(server.draftId, serverDraftPayload(payload), at);
      else await server.calls.scheduleOnFork(payload, at);
    } catch (err) {
      setStatus('idle');
      const key = err instanceof ApiCallError ? scheduleProblemKey(err.error.code) : null;
      if (key) say(key);
      else if (err instanceof ApiCallError) setScheduleError(describeError(err));
      else await showApiError(err);
      return;
    }
    await draft.discard();
    toast(t('scheduledToast', { date: formatScheduleTime(at) }));
    setStatus('idle');
    clear();
    onPosted?.();
  };

  /** The form takes a server draft's content, and keeps that draft as its server copy. */
  function applyServerDraft(d: ServerDraft) {
    const form = formFromServerDraft(d);
    touched.current = true;
    setTextState(form.text ?? '');
    setUseCwState(form.useCw ?? false);
    setCwState(form.cw ?? '');
    setPollState(form.poll ?? null);
    setQuoteIdState(form.quoteId ?? null);
    if (form.reactionAcceptance !== undefined) setAcceptanceState(form.reactionAcceptance);
    attachments.restore(form.files ?? []);
    vis.restore({ visibility: form.visibility, localOnly: form.localOnly });
    server.setDraftId(d.id);
    setScheduleError(null);
    setScheduleAtState(d.isActuallyScheduled && d.scheduledAt ? d.scheduledAt : null);
  }
  // a form opened to go on with a server draft (from the Drafts list of another form) starts from it
  const startedFrom = useRef(options.serverDraft);
  useEffect(() => {
    if (startedFrom.current) applyServerDraft(startedFrom.current);
    // once, as the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    if (!submittable || !account) return;
    if (scheduleAt !== null) return schedule(scheduleAt);
    // the end may have passed while the form stood open: refuse, and the editor says why
    if (poll && !expiryValid(poll)) {
      setPollCheckedAt(Date.now());
      return;
    }
    const outcome = await submitNote({
      parts: { ...parts, rollDice: rollsDice },
      token,
      movedTo: me?.movedTo,
      visibilityLocked: vis.constraints.visibilityLocked,
      onPosting: () => setStatus('posting'),
      onSwitchedToHome: vis.forceHome,
    });
    if (outcome.kind === 'failed') setStatus('idle');
    if (outcome.kind !== 'posted') return;
    // spec P2 §4: after a successful post
    await draft.discard();
    await server.removeAfterPosting();
    const poster = postAccount?.id ?? account.id;
    emitNotePosted({ note: outcome.note, accountId: poster });
    const posted = { text: outcome.note?.text ?? outcome.text, renoteUserId: outcome.note?.renote?.userId };
    for (const name of postAchievements(posted, account.id, (me?.notesCount ?? 0) + 1, new Date()))
      claimAchievement(name, poster);
    rememberHashtags(extractHashtags(outcome.text));
    setWithHashtags(false);
    setHashtags('');
    setPostAccountState(null);
    setStatus('posted');
    if (options.freezeAfterPosted) setFrozen(true);
    else clear();
    onPosted?.();
  };

  return {
    account,
    me,
    options,
    reply,
    status,
    frozen,
    submittable,
    submit,
    counter,
    max,
    text,
    setText: editing(setTextState),
    useCw,
    setUseCw: editing(setUseCwState),
    cw,
    setCw: editing(setCwState),
    poll,
    setPoll: editing((p: PollDraft | null) => {
      setPollCheckedAt(Date.now());
      setPollState(p);
    }),
    pollExpiryValid,
    visibleUsers,
    setVisibleUsers: editing(setVisibleUsersState),
    quoteId,
    setQuoteId: editing(setQuoteIdState),
    acceptance,
    setAcceptance: editing(setAcceptanceState),
    channel,
    setChannel: (c: FormChannel | null) => {
      edited();
      setChannel(c);
      vis.applyChannel(c);
    },
    visibility: vis,
    /** The dice notation that posting will roll (spec P2 §5), shown before posting. */
    diceToRoll: rollsDice ? diceIn(text) : [],
    withHashtags,
    setWithHashtags,
    hashtags,
    setHashtags,
    attachments,
    token,
    postAccount,
    /** Drafts on the server (upstream 2026.7), and scheduling where the server and the roles allow it. */
    serverDrafts: server.syncs,
    scheduleSupport: server.schedule,
    scheduleAt,
    setScheduleAt: (at: number | null) => {
      setScheduleError(null);
      setScheduleAtState(at);
    },
    scheduleError,
    /**
     * Reopens a draft kept on the server (a scheduled one keeps its time, to be scheduled again); a
     * draft of a reply or of a channel other than this form's opens in a form of its own.
     */
    openServerDraft: async (d: ServerDraft) => {
      const elsewhere =
        (d.replyId ?? null) !== (reply?.id ?? null) || (d.channelId ?? null) !== (channel?.id ?? null);
      if (elsewhere && (d.reply || !d.replyId)) {
        const { openPostForm } = await import('./open-post-form.tsx');
        void openPostForm({ reply: d.reply ?? null, channel: d.channel ?? null, serverDraft: d });
        return true;
      }
      const hasContent = !isEmptyDraft(snapshot);
      if (hasContent && d.id !== server.draftId && !(await confirmDialog(t('serverDraftReplaceQuestion'))))
        return false;
      applyServerDraft(d);
      return true;
    },
    setPostAccount: (a: PostingAccount | null) => {
      // files belong to the account that uploaded them
      if (attachments.files.length > 0 && a?.id !== (postAccount?.id ?? account?.id)) attachments.restore([]);
      setPostAccountState(a?.id === account?.id ? null : a);
    },
  };
}

export type PostFormModel = ReturnType<typeof usePostForm>;
