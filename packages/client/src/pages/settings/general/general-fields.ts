import type { FieldDef } from '../SettingField.tsx';
import type { LabelledSettingKey } from '../search/settings-search-index.ts';

/** On/off settings, in the order given. */
const switches = (...keys: LabelledSettingKey[]): FieldDef[] => keys.map((key) => ({ key, kind: 'switch' }));

/** A setting chosen from a list. */
const select = (key: LabelledSettingKey, options: ReadonlyArray<string | number | null>): FieldDef => ({
  key,
  kind: 'select',
  options,
});

/** The settings on /secure/settings/general, by section (labels: i18n `setting.<key>`). */
export const GENERAL_SECTIONS: Array<{
  title:
    | 'settingsSectionDisplay'
    | 'settingsSectionNotes'
    | 'settingsSectionMedia'
    | 'settingsSectionBehavior'
    | 'settingsSectionNotifications';
  fields: FieldDef[];
}> = [
  {
    title: 'settingsSectionDisplay',
    fields: [
      select('fontSize', [12, 13, 14, 15, 16, 18, 20]),
      select('overridedDeviceKind', [null, 'smartphone', 'tablet', 'desktop']),
      select('instanceTicker', ['none', 'remote', 'always']),
      select('emojiStyle', ['twemoji', 'fluentEmoji', 'native']),
      ...switches(
        'squareAvatars',
        'showFullAcct',
        'enableCondensedLineForAcct',
        'useBlurEffect',
        'useBlurEffectForModal',
      ),
    ],
  },
  {
    title: 'settingsSectionNotes',
    fields: [
      ...switches('collapseRenotes', 'keepCw', 'rememberNoteVisibility', 'rollDice'),
      select('defaultNoteVisibility', ['public', 'home', 'followers', 'specified']),
      ...switches(
        'defaultNoteLocalOnly',
        'showFixedPostForm',
        'showFixedPostFormInChannel',
        'showNoteActionsOnlyHover',
        'showClipButtonInNoteFooter',
        'largeNoteReactions',
        'showGapBetweenNotesInTimeline',
        'useReactionPickerForContextMenu',
      ),
    ],
  },
  {
    title: 'settingsSectionMedia',
    fields: [
      select('nsfw', ['respect', 'force', 'ignore']),
      select('mediaListWithOneImageAppearance', ['expand', '16_9', '1_1', '2_3']),
      ...switches(
        'animation',
        'animatedMfm',
        'advancedMfm',
        'disableShowingAnimatedImages',
        'loadRawImages',
        'imageNewTab',
        'enableDataSaverMode',
      ),
    ],
  },
  {
    title: 'settingsSectionBehavior',
    fields: [
      ...switches('enableInfiniteScroll', 'disableDrawer', 'disableSwipe', 'forceShowAds'),
      select('serverDisconnectedBehavior', ['quiet', 'reload', 'dialog']),
      select('numberOfPageCache', [1, 2, 3, 5, 10]),
    ],
  },
  {
    title: 'settingsSectionNotifications',
    fields: [
      select('notificationPosition', ['leftTop', 'leftBottom', 'rightTop', 'rightBottom']),
      select('notificationStackAxis', ['vertical', 'horizontal']),
    ],
  },
];
