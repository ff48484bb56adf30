import type { entities } from 'misskey-js';
import { Fragment, Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { adAfter, type AdPlace } from '@/ads/index.ts';
import { useMe } from '@/account/index.ts';
import { ListCore } from '@/list/index.ts';
import { t } from '@/i18n/index.ts';
import { NoteView } from '@/note/index.ts';
import { useMeta } from '@/queries/index.ts';
import { recordShown, useSettingValue } from '@/store/index.ts';
import { lazyOptional, useScrollRoot } from '@/ui/index.ts';
import { isNoteMuted } from './muted-words.ts';
import { useArrivalCount } from './arrivals.ts';
import { NewNotesPill } from './NewNotesPill.tsx';
import { useScrolledDown } from './use-scroll-position.ts';
import { useTimeline, type TimelineSpec } from './use-timeline.ts';

export interface TimelineProps extends TimelineSpec {
  /** The inner box that scrolls, when the list is not scrolled by the window. */
  scrollRef?: RefObject<HTMLElement | null>;
  /** What an empty list says (a timeline's default otherwise). */
  empty?: string;
}

/**
 * Notes drawn in the list's very first pass. Before any note is measured the list cannot know how many
 * fit, and drawing a whole page of 20 delays the first one; the rest follow right after.
 */
const FIRST_PASS_NOTES = 6;

const renderNote = (note: entities.Note) => <NoteView key={note.id} note={note} />;

/** The ad's code loads with the first ad a timeline shows. */
const AdView = lazyOptional(() => import('@/ads/AdView.tsx'));
const TIMELINE_AD_PLACES: readonly AdPlace[] = ['horizontal', 'horizontal-big'];

/** Every `perAd` notes, an ad of the server's (meta notesPerOneAd), as Misskey's timelines have. */
function useRenderItem(perAd: number) {
  return useCallback(
    (note: entities.Note, index: number) =>
      adAfter(index, perAd) ? (
        <Fragment key={note.id}>
          <NoteView note={note} />
          <Suspense fallback={null}>
            <AdView prefer={TIMELINE_AD_PLACES} />
          </Suspense>
        </Fragment>
      ) : (
        renderNote(note)
      ),
    [perAd],
  );
}

/**
 * A virtualised list of notes (only those near the viewport are in the page). Older notes load at
 * the end (on reaching it, or by a button when infinite scroll is off); new notes arriving while the
 * reader is scrolled down wait behind a "new notes" button instead of moving what is on screen.
 */
export function Timeline({ scrollRef: ownScrollRef, empty, ...spec }: TimelineProps) {
  const scrollRef = useScrollRoot(ownScrollRef);
  const listRef = useRef<HTMLDivElement>(null);
  const releaseRef = useRef<() => void>(() => undefined);
  const onBackAtTop = useCallback(() => releaseRef.current(), []);
  const [, isScrolledDown] = useScrolledDown(listRef, scrollRef, onBackAtTop);
  const { query, notes, queuedCount, releaseQueue } = useTimeline(spec, { isScrolledDown });
  releaseRef.current = releaseQueue;

  const { account, me } = useMe();
  const settingWords = useSettingValue('mutedWords');
  const gaps = useSettingValue('showGapBetweenNotesInTimeline');
  // hardMutedWords too: the server leaves them out of fetched pages, but notes from the stream arrive unfiltered
  const words = useMemo(
    () => [...settingWords, ...(me?.mutedWords ?? []), ...(me?.hardMutedWords ?? [])],
    [settingWords, me?.mutedWords, me?.hardMutedWords],
  );
  const myId = account?.id ?? null;
  const meta = useMeta();
  const renderItem = useRenderItem(meta?.ads.length ? meta.notesPerOneAd : 0);
  const keep = spec.keep;
  const shown = useMemo(() => {
    const kept = keep ? notes.filter(keep) : notes;
    return words.length === 0 ? kept : kept.filter((n) => !isNoteMuted(n, words, myId));
  }, [notes, words, myId, keep]);

  // spec P1 §3: showing a channel's or an antenna's notes is recorded (its unread mark reads it)
  const readKey = spec.readKey;
  useEffect(() => {
    if (readKey && shown.length > 0 && !document.hidden) recordShown(readKey);
  }, [readKey, shown]);

  const arrived = useArrivalCount(shown);
  const [firstPassDone, setFirstPassDone] = useState(false);
  const hasNotes = shown.length > 0;
  useEffect(() => {
    if (firstPassDone || !hasNotes) return;
    const timer = setTimeout(() => setFirstPassDone(true), 0);
    return () => clearTimeout(timer);
  }, [firstPassDone, hasNotes]);
  // the first pass draws a few notes, the rest in the next task (the first note shows sooner); what
  // arrives live is drawn on the page's stream clock (ui/stream-draw.ts), one list at a time
  const data = firstPassDone ? shown : shown.slice(0, FIRST_PASS_NOTES);

  const showNew = useCallback(() => {
    releaseQueue();
    (scrollRef?.current ?? window).scrollTo({ top: 0 });
    // the button goes away; keyboard focus moves to the list rather than being lost
    listRef.current?.focus({ preventScroll: true });
  }, [releaseQueue, scrollRef]);

  return (
    <ListCore
      query={query}
      items={data}
      empty={empty ?? t('timelineEmpty')}
      renderItem={renderItem}
      virtualize
      scrollRef={scrollRef}
      endText="noMoreNotes"
      // not armed during the first pass: the list is cut short then, and its end would look reached
      autoLoad={firstPassDone}
      frame={(list) => (
        <div
          ref={listRef}
          tabIndex={-1}
          className={gaps ? 'kumo-timeline kumo-timeline-gaps' : 'kumo-timeline'}
        >
          <NewNotesPill count={queuedCount} arrived={arrived} onShow={showNew} />
          {list}
        </div>
      )}
    />
  );
}
